'use client';

import { useQuery } from '@tanstack/react-query';
import { feedKeys } from '@/lib/feed/queries';
import type { FeedView } from '@/lib/feed/schemas';
import type { TenantClock } from '@/lib/feed/time';
import type { FeedViewer } from '@/lib/feed/viewer';
import { FeedProvider } from './feed-context';
import { PostCard } from './post-card';

/** One post, shareable by its slug: server-rendered with its latest comments, then live like on the wall. */
export function PostView({ initial, viewer, clock }: { initial: FeedView; viewer: FeedViewer; clock: TenantClock }) {
  return (
    <FeedProvider viewer={viewer} clock={clock} mode="view">
      <ViewedPost initial={initial} />
    </FeedProvider>
  );
}

function ViewedPost({ initial }: { initial: FeedView }) {
  const { data } = useQuery({
    queryKey: feedKeys.view(initial.data.slug),
    queryFn: () => initial,
    initialData: initial,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <PostCard post={data.data} initialComments={data.comments} />;
}
