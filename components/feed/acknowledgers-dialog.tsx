'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { appErrorOf } from '@/lib/client/query-client';
import { useAcknowledgers } from '@/lib/feed/queries';
import type { FeedPost } from '@/lib/feed/schemas';
import { FEED_TEXTS } from '@/lib/feed/texts';
import { profilePath } from '@/lib/shell/search';
import { useFeed } from './feed-context';
import { FeedIcon } from './feed-icons';
import { PostedAt } from './posted-at';

/** Who acknowledged a post (loaded on first use), latest first, paged. */
export function AcknowledgersDialog({ post, onClose }: { post: FeedPost; onClose: () => void }) {
  const { onFailure } = useFeed();
  const query = useAcknowledgers(post.id);
  const people = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? post.acknowledges_count;
  const error = query.isError ? appErrorOf(query.error) : null;

  useEffect(() => {
    if (error) onFailure(error, post);
  }, [error, onFailure, post]);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width={460} aria-describedby={undefined} className="p-0!">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <DialogTitle>
            {FEED_TEXTS.whoAcknowledged} <span className="font-normal text-slate-500">({total})</span>
          </DialogTitle>
          <button type="button" onClick={onClose} aria-label={FEED_TEXTS.closeDialog} className="grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100">
            <FeedIcon name="close" size={20} />
          </button>
        </div>
        <div className="max-h-[60dvh] overflow-y-auto px-5 py-3">
          {query.isPending ? (
            <ul className="flex flex-col gap-3" aria-busy>
              {[0, 1, 2].map((row) => (
                <li key={row} className="flex animate-pulse items-center gap-3">
                  <div className="size-9 rounded-full bg-slate-200" />
                  <div className="h-4 w-40 rounded bg-slate-200" />
                </li>
              ))}
            </ul>
          ) : people.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">{FEED_TEXTS.nobodyAcknowledged}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100">
              {people.map((person) => (
                <li key={person.id} className="flex items-center gap-3 py-2.5">
                  <Avatar src={person.avatar} name={person.name} size={36} />
                  <IntentLink href={profilePath(person.username)} className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 hover:underline">
                    {person.name}
                  </IntentLink>
                  <PostedAt iso={person.acknowledged_time} className="shrink-0 text-xs text-slate-500" />
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage ? (
            <div className="flex justify-center py-3">
              <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {FEED_TEXTS.showMorePeople}
              </Button>
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
