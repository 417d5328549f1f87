/** Placeholder rows while alerts load. */
export function AlertsSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-1">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex animate-pulse items-start gap-3 px-3 py-2.5">
          <span className="size-9 rounded-full bg-slate-200" />
          <span className="flex flex-1 flex-col gap-2 pt-1">
            <span className="h-3 w-11/12 rounded bg-slate-200" />
            <span className="h-3 w-1/3 rounded bg-slate-100" />
          </span>
        </div>
      ))}
    </div>
  );
}
