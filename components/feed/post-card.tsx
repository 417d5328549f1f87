'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { useSnackbar } from '@/components/shell/snackbars';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { withBasePath } from '@/lib/base-path';
import { focusLost } from '@/lib/client/focusable';
import { FEED_TYPE, LOVE, POST_ACTIONS_ATTRIBUTE } from '@/lib/feed/model';
import type { CommentPage, FeedPost } from '@/lib/feed/schemas';
import { FEED_TEXTS } from '@/lib/feed/texts';
import { isUnseen } from '@/lib/feed/unseen';
import { profilePath } from '@/lib/shell/search';
import { AttachmentList } from './attachment-list';
import { Comments } from './comments';
import { useFeed } from './feed-context';
import { FeedIcon } from './feed-icons';
import { PhotoGrid } from './photo-grid';
import { PostContent } from './post-content';
import { PostedAt } from './posted-at';
import { handOverFromPost, postElementId } from './post-focus';

export const postPath = (slug: string) => `/feed/view/${encodeURIComponent(slug)}`;

/**
 * One post: author, time, text, photos, downloads, Love, comments and acknowledgement.
 * Its many links (people, the post itself) are not prefetched: a wall of them would
 * send a request per link to the server on every scroll.
 */
export function PostCard({ post, initialComments }: { post: FeedPost; initialComments?: CommentPage }) {
  const { viewer, mode, actions, openModal } = useFeed();
  const [commentsOpen, setCommentsOpen] = useState(mode === 'view');
  const [acknowledging, setAcknowledging] = useState(false);
  const own = post.user.id === viewer.person.id;
  const loved = post.auth_reaction === LOVE;
  const asksAcknowledge = post.type === FEED_TYPE.acknowledge;
  const waitingForMe = isUnseen(post, viewer.person.id);
  const titleId = `${postElementId(post.id)}-author`;

  // Acknowledged (here or in another tab): the prompt and its button leave the post. A focus that
  // was on it goes to the post's count of who acknowledged, not back to the top of the page.
  const acknowledgersRef = useRef<HTMLButtonElement>(null);
  const wasWaiting = useRef(waitingForMe);
  useEffect(() => {
    if (wasWaiting.current && !waitingForMe && focusLost()) acknowledgersRef.current?.focus();
    wasWaiting.current = waitingForMe;
  }, [waitingForMe]);

  const acknowledge = async () => {
    setAcknowledging(true);
    await actions.acknowledge(post);
    setAcknowledging(false);
  };

  return (
    <article
      id={postElementId(post.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`rounded-2xl bg-white shadow-sm ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
        waitingForMe ? 'ring-warning/50' : 'ring-slate-200'
      }`}
    >
      <div className="flex items-start gap-3 px-4 pt-4 sm:px-5">
        <IntentLink href={profilePath(post.user.username)} tabIndex={-1} aria-hidden>
          <Avatar src={post.user.avatar} name={post.user.name} size={44} />
        </IntentLink>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <IntentLink id={titleId} href={profilePath(post.user.username)} className="font-semibold text-slate-900 hover:underline">
              {post.user.name}
            </IntentLink>
            {post.is_pinned ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
                <FeedIcon name="pin" size={12} strokeWidth={2} />
                {FEED_TEXTS.pinned}
              </span>
            ) : null}
            {asksAcknowledge ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-warning/15 px-2 py-0.5 text-xs font-medium text-orange-800">
                <FeedIcon name="megaphone" size={12} strokeWidth={2} />
                {FEED_TEXTS.needsAcknowledgement}
              </span>
            ) : null}
          </div>
          <p className="text-xs text-slate-500">
            {/* 24 px tall: a comfortable touch target (WCAG 2.5.8). */}
            <IntentLink href={postPath(post.slug)} className="inline-flex min-h-6 items-center hover:underline">
              <PostedAt iso={post.created_time} />
            </IntentLink>
            {post.updated_time ? <span> · {FEED_TEXTS.edited}</span> : null}
          </p>
        </div>
        <PostMenu post={post} own={own} />
      </div>

      <div className="flex flex-col gap-3 px-4 pt-3 sm:px-5">
        <PostContent text={post.content} foldable={mode === 'wall'} />
        <PhotoGrid photos={post.photos} />
        <AttachmentList attachments={post.attachments} />
      </div>

      {waitingForMe ? (
        <div className="mx-4 mt-3 flex flex-col gap-3 rounded-xl bg-warning/10 px-4 py-3 sm:mx-5 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-orange-900">{FEED_TEXTS.acknowledgePrompt(post.user.name)}</p>
          <Button onClick={acknowledge} loading={acknowledging} className="shrink-0">
            <FeedIcon name="check-circle" size={18} />
            {FEED_TEXTS.acknowledge}
          </Button>
        </div>
      ) : null}

      {/* Counts only once there is something to count: a new post shows no "0 loves · 0 comments".
          The counts that open the thread and the acknowledgers are 24 px high at least (WCAG 2.5.8). */}
      {post.reactions.love > 0 || post.comments_count > 0 || asksAcknowledge ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 px-4 text-sm text-slate-500 sm:px-5">
          {post.reactions.love > 0 ? (
            <span className="inline-flex items-center gap-1">
              <FeedIcon name="heart" size={14} filled className="text-error" />
              {FEED_TEXTS.loves(post.reactions.love)}
            </span>
          ) : null}
          {post.comments_count > 0 ? (
            <button type="button" className="inline-flex min-h-6 items-center hover:text-slate-800 hover:underline" onClick={() => setCommentsOpen((open) => !open)}>
              {FEED_TEXTS.comments(post.comments_count)}
            </button>
          ) : null}
          {asksAcknowledge ? (
            <button
              ref={acknowledgersRef}
              type="button"
              className="inline-flex min-h-6 items-center hover:text-slate-800 hover:underline"
              onClick={() => openModal({ kind: 'acknowledgers', post })}
            >
              {FEED_TEXTS.acknowledgedBy(post.acknowledges_count)}
            </button>
          ) : null}
        </div>
      ) : null}

      {/* Wraps: on a phone Love, Comment and Acknowledged do not fit one line (Acknowledged ran off the post). */}
      <div className="mt-2 flex flex-wrap items-center gap-1 border-t border-slate-100 px-2 py-1 sm:px-3">
        <button
          type="button"
          aria-pressed={loved}
          onClick={() => void actions.togglePostLove(post)}
          className={`inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold transition hover:bg-slate-50 ${
            loved ? 'text-red-600' : 'text-slate-600'
          }`}
        >
          <FeedIcon name="heart" size={19} filled={loved} />
          {FEED_TEXTS.love}
        </button>
        <button
          type="button"
          aria-expanded={commentsOpen}
          onClick={() => setCommentsOpen((open) => !open)}
          className="inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-600 transition hover:bg-slate-50"
        >
          <FeedIcon name="comment" size={19} />
          {FEED_TEXTS.comment}
        </button>
        {asksAcknowledge && !waitingForMe && !own ? (
          // green-800, not the theme's success green: #3EB75E on white reads at 2.6:1.
          <span className="inline-flex min-h-10 flex-1 items-center justify-center gap-2 px-3 text-sm font-semibold text-green-800">
            <FeedIcon name="check-circle" size={19} />
            {FEED_TEXTS.acknowledged}
          </span>
        ) : null}
      </div>

      {commentsOpen ? <Comments post={post} initial={initialComments} /> : null}
    </article>
  );
}

function PostMenu({ post, own }: { post: FeedPost; own: boolean }) {
  const { viewer, mode, actions, openModal } = useFeed();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const router = useRouter();
  const mayChange = own || viewer.canManage;

  const copyLink = async () => {
    const url = new URL(withBasePath(postPath(post.slug)), window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      snackbar.show({ message: FEED_TEXTS.linkCopied, icon: 'check' });
    } catch {
      window.prompt(FEED_TEXTS.copyLink, url);
    }
  };
  const pin = async () => {
    if (await actions.pin(post)) snackbar.show({ message: post.is_pinned ? FEED_TEXTS.postUnpinned : FEED_TEXTS.postPinned, icon: 'check' });
  };
  const remove = async () => {
    if (!(await dialogs.confirm({ kind: 'trash' }))) return;
    const handOver = handOverFromPost(post.id);
    if (!(await actions.trash(post))) return;
    if (mode === 'view') router.push('/feed');
    else handOver();
    await dialogs.success('trash');
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={FEED_TEXTS.postMenu}
        {...{ [POST_ACTIONS_ATTRIBUTE]: post.id }}
        className="-mr-2 -mt-1 grid size-10 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 data-[state=open]:bg-slate-100"
      >
        <FeedIcon name="more" size={22} strokeWidth={2.5} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void copyLink()}>
          <FeedIcon name="link" size={18} className="text-slate-500" />
          {FEED_TEXTS.copyLink}
        </DropdownMenuItem>
        {mayChange ? (
          <DropdownMenuItem onSelect={() => openModal({ kind: 'composer', post })}>
            <FeedIcon name="edit" size={18} className="text-slate-500" />
            {FEED_TEXTS.edit}
          </DropdownMenuItem>
        ) : null}
        {viewer.canManage ? (
          <DropdownMenuItem onSelect={() => void pin()}>
            <FeedIcon name="pin" size={18} className="text-slate-500" />
            {post.is_pinned ? FEED_TEXTS.unpin : FEED_TEXTS.pin}
          </DropdownMenuItem>
        ) : null}
        {mayChange ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void remove()} className="text-red-600 data-[highlighted]:bg-red-50">
              <FeedIcon name="trash" size={18} />
              {FEED_TEXTS.delete}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
