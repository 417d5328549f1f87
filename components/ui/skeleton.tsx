/** A person-shaped loading line: avatar and two text bars (posts, alerts, time screens). */
export function PersonLineSkeleton({
  avatar = 'size-11',
  lines = ['h-3.5 w-36', 'h-3 w-20'],
  className = '',
}: {
  avatar?: string;
  lines?: [string, string];
  className?: string;
}) {
  return (
    <div aria-hidden className={`flex items-center gap-3 ${className}`}>
      <span className={`${avatar} shrink-0 rounded-full bg-slate-200`} />
      <span className="flex flex-1 flex-col gap-2">
        <span className={`${lines[0]} rounded bg-slate-200`} />
        <span className={`${lines[1]} rounded bg-slate-100`} />
      </span>
    </div>
  );
}
