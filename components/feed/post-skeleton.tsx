import { PersonLineSkeleton } from '@/components/ui/skeleton';

/** A post's shape while the wall loads. */
export function PostSkeleton() {
  return (
    <div className="animate-pulse rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <PersonLineSkeleton />
      <div className="mt-4 flex flex-col gap-2">
        <div className="h-3.5 w-full rounded bg-slate-200" />
        <div className="h-3.5 w-11/12 rounded bg-slate-200" />
        <div className="h-3.5 w-2/3 rounded bg-slate-200" />
      </div>
      <div className="mt-4 h-48 rounded-xl bg-slate-100" />
    </div>
  );
}
