import { FeedSidebarSkeleton } from '@/components/feed/widgets/feed-sidebar';
import { PostSkeleton } from '@/components/feed/post-skeleton';

export default function FeedLoading() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8" aria-busy>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_300px] lg:gap-x-6 xl:grid-cols-[minmax(0,1fr)_340px]">
        <div className="h-12 w-40 animate-pulse rounded-lg bg-slate-200/70 lg:col-start-1" />
        <aside className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <FeedSidebarSkeleton />
        </aside>
        <div className="flex flex-col gap-4 lg:col-start-1">
          <PostSkeleton />
          <PostSkeleton />
        </div>
      </div>
    </div>
  );
}
