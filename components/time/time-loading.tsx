import { PersonLineSkeleton } from '@/components/ui/skeleton';

/**
 * Shown while a time screen's data loads: the loading.tsx of each screen whose refusals come from
 * the gate (middleware, before any byte is sent). Not for the screens of one record (an
 * attendance's details, an archived person's month): those refuse from the upstream's answer,
 * and behind a loading screen the response would already be streaming with status 200 when the
 * page turns the refusal into forbidden() or notFound(), so they send 403 and 404 instead.
 */
export function TimeLoading() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-6 sm:px-6" aria-busy aria-label="Loading">
      <PersonLineSkeleton className="animate-pulse" lines={['h-5 w-48', 'h-4 w-32']} />
      <div className="h-28 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
      <div className="h-96 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
    </div>
  );
}
