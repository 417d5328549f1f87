'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useRealtimeEvent } from '@/components/realtime/realtime-provider';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/endpoint';
import { addLivePost, allPosts, unseenOf, type FeedPages } from '@/lib/feed/cache';
import { feedApi } from '@/lib/feed/endpoints';
import { feedKeys, useFeedPages } from '@/lib/feed/queries';
import type { FeedPage } from '@/lib/feed/schemas';
import { FEED_TEXTS } from '@/lib/feed/texts';
import type { TenantClock } from '@/lib/feed/time';
import { displayUnseen, isUnseen } from '@/lib/feed/unseen';
import type { FeedViewer } from '@/lib/feed/viewer';
import { FeedProvider, useFeed } from './feed-context';
import { FeedIcon } from './feed-icons';
import { PostCard } from './post-card';
import { postElementId } from './post-focus';

export interface FeedStreamProps {
  initial: FeedPage;
  /** Changes with every server render, so a fresh render starts a fresh wall. */
  renderId: string;
  viewer: FeedViewer;
  clock: TenantClock;
  pageSize: number;
  /** The sidebar cards: beside the wall on wide screens, between the composer and the posts on narrow ones. */
  sidebar?: ReactNode;
}

/** The wall: the server-rendered first page, then more pages as the reader nears the end (or presses Load more). */
export function FeedStream({ initial, renderId, viewer, clock, pageSize, sidebar }: FeedStreamProps) {
  return (
    <FeedProvider viewer={viewer} clock={clock} mode="wall">
      <Wall initial={initial} renderId={renderId} pageSize={pageSize} sidebar={sidebar} />
    </FeedProvider>
  );
}

function Wall({ initial, renderId, pageSize, sidebar }: Omit<FeedStreamProps, 'viewer' | 'clock'>) {
  const { viewer } = useFeed();
  const query = useFeedPages(initial, renderId);
  const posts = allPosts(query.data);
  const canCreate = query.data?.pages[0]?.can_create ?? initial.can_create ?? false;
  const unseen = displayUnseen(unseenOf(query.data), pageSize);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useLivePosts(renderId, viewer.person.id);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const showNextUnseen = () => {
    const next = posts.find((post) => isUnseen(post, viewer.person.id));
    const element = next ? document.getElementById(postElementId(next.id)) : null;
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      element.focus({ preventScroll: true });
    } else if (hasNextPage) void fetchNextPage();
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_300px] lg:gap-x-6 xl:grid-cols-[minmax(0,1fr)_340px]">
      <div className="flex flex-wrap items-end justify-between gap-3 lg:col-start-1">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{FEED_TEXTS.title}</h1>
          <p className="text-sm text-slate-600">{FEED_TEXTS.intro}</p>
        </div>
        {unseen.value > 0 ? (
          <button
            type="button"
            onClick={showNextUnseen}
            title={FEED_TEXTS.unseenHint}
            className="inline-flex items-center gap-2 rounded-full bg-warning/15 px-3 py-1.5 text-sm font-semibold text-orange-900 ring-1 ring-warning/40 hover:bg-warning/25"
          >
            <FeedIcon name="eye" size={16} />
            <span>{FEED_TEXTS.unseen(unseen.label)}</span>
          </button>
        ) : null}
      </div>

      {canCreate ? <ComposerLauncher /> : <p className="rounded-2xl bg-white px-4 py-3 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200 lg:col-start-1">{FEED_TEXTS.cannotPost}</p>}

      {sidebar ? <aside className="min-w-0 lg:col-start-2 lg:row-span-4 lg:row-start-1">{sidebar}</aside> : null}

      {posts.length === 0 ? (
        <EmptyWall canCreate={canCreate} />
      ) : (
        <ol className="flex flex-col gap-4 lg:col-start-1" aria-label={FEED_TEXTS.title}>
          {posts.map((post) => (
            <li key={post.id} className="[content-visibility:auto] [contain-intrinsic-size:auto_420px]">
              <PostCard post={post} />
            </li>
          ))}
        </ol>
      )}

      <div ref={sentinel} className="flex min-h-16 flex-col items-center justify-center gap-2 pb-6 lg:col-start-1" aria-live="polite">
        {isFetchNextPageError ? (
          <>
            <p className="text-sm text-slate-600">{FEED_TEXTS.loadFailed}</p>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {FEED_TEXTS.retry}
            </Button>
          </>
        ) : hasNextPage ? (
          <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? FEED_TEXTS.loadingMore : FEED_TEXTS.loadMore}
          </Button>
        ) : posts.length > 0 ? (
          <p className="text-sm text-slate-500">{FEED_TEXTS.endOfFeed}</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A post someone publishes while the wall is open arrives as a live alert
 * (acknowledge-required posts alert everyone): the post joins the list and the
 * "to acknowledge" counter rises with the bell, without reloading the wall.
 */
function useLivePosts(renderId: string, viewerId: number) {
  const client = useQueryClient();
  useRealtimeEvent('notification', (alert) => {
    const action = alert?.data?.action;
    if (action?.kind !== 'feed_post' || !action.slug) return;
    void callEndpoint(feedApi.view, { params: { slug: action.slug } }).then((result) => {
      if (!result.ok) return;
      client.setQueryData<FeedPages>(feedKeys.list(renderId), (data) => (data ? addLivePost(data, result.data.data, viewerId) : data));
    });
  });
}

function ComposerLauncher() {
  const { viewer, openModal } = useFeed();
  const open = () => openModal({ kind: 'composer' });
  return (
    <section aria-label={FEED_TEXTS.createPost} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:col-start-1">
      <div className="flex items-center gap-3">
        <Avatar src={viewer.person.avatar} name={viewer.person.name} size={40} />
        <button
          type="button"
          onClick={open}
          className="min-h-11 flex-1 rounded-full bg-slate-100 px-4 text-left text-sm text-slate-600 transition hover:bg-slate-200/70"
        >
          {FEED_TEXTS.composerPrompt}
        </button>
      </div>
      <div className="mt-3 flex gap-1 border-t border-slate-100 pt-2">
        <button type="button" onClick={open} className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-50">
          <FeedIcon name="image" size={18} className="text-success" />
          {FEED_TEXTS.addPhotos}
        </button>
        <button type="button" onClick={open} className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-50">
          <FeedIcon name="paperclip" size={18} className="text-primary" />
          {FEED_TEXTS.addAttachments}
        </button>
      </div>
    </section>
  );
}

function EmptyWall({ canCreate }: { canCreate: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200 lg:col-start-1">
      <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary">
        <FeedIcon name="megaphone" size={28} />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{FEED_TEXTS.emptyTitle}</h2>
      <p className="max-w-sm text-sm text-slate-600">{canCreate ? FEED_TEXTS.emptyCanPost : FEED_TEXTS.emptyCannotPost}</p>
    </div>
  );
}
