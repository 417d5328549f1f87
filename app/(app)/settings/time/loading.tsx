/** Shown while a time settings screen's data loads. */
export default function TimeSettingsLoading() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-3 py-6 sm:px-6" aria-busy aria-label="Loading">
      <div className="h-4 w-20 animate-pulse rounded bg-slate-200" />
      <div className="h-7 w-56 animate-pulse rounded bg-slate-200" />
      <div className="h-72 animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
    </div>
  );
}
