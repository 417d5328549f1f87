/** Shown while a time screen's data loads. */
export default function TimeLoading() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-3 py-6 sm:px-6" aria-busy aria-label="Loading">
      <div className="flex items-center gap-3">
        <div className="size-11 animate-pulse rounded-full bg-slate-200" />
        <div className="flex flex-col gap-2">
          <div className="h-5 w-48 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-32 animate-pulse rounded bg-slate-100" />
        </div>
      </div>
      <div className="h-28 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
      <div className="h-96 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
    </div>
  );
}
