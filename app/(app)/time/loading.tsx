import { PersonLineSkeleton } from '@/components/ui/skeleton';

/** Shown while a time screen's data loads. */
export default function TimeLoading() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-6 sm:px-6" aria-busy aria-label="Loading">
      <PersonLineSkeleton className="animate-pulse" lines={['h-5 w-48', 'h-4 w-32']} />
      <div className="h-28 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
      <div className="h-96 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
    </div>
  );
}
