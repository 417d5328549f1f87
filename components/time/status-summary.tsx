import { formatDuration } from '@/lib/date-time/format';
import type { MonthlySummary, StatusCounts } from '@/lib/time/schemas';

// Each kind keeps its colour as a swatch beside its label; the count itself is dark text, readable
// on white whatever the theme's colours (the theme's teal and green are under 3:1 as text).
const TILES: { key: keyof StatusCounts; label: string; swatch: string }[] = [
  { key: 'present', label: 'Present', swatch: 'bg-teal' },
  { key: 'completed', label: 'Completed', swatch: 'bg-success' },
  { key: 'incomplete', label: 'Incomplete', swatch: 'bg-warning' },
  { key: 'late', label: 'Late', swatch: 'bg-orange-700' },
  { key: 'remote', label: 'Remote', swatch: 'bg-primary' },
  { key: 'absent', label: 'Absent', swatch: 'bg-error' },
  { key: 'leave', label: 'Leave', swatch: 'bg-cyan-700' },
  { key: 'halfLeave', label: 'Half leave', swatch: 'bg-cyan-500' },
];

/** The month's status summary: a count per attendance status kind, and hours worked against the shifts. */
export function StatusSummary({ summary }: { summary: MonthlySummary }) {
  const progress = summary.total_shift > 0 ? Math.min(100, Math.round((summary.total_spent / summary.total_shift) * 100)) : null;
  return (
    <section aria-label="Status summary" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dl className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {TILES.map((tile) => (
          <div key={tile.key} className="flex min-w-0 flex-col">
            <dt className="flex items-center gap-1.5 text-[11px] font-medium uppercase tracking-wide text-slate-600">
              <span aria-hidden className={`size-2 shrink-0 rounded-full ${tile.swatch}`} />
              {tile.label}
            </dt>
            <dd className="text-xl font-semibold tabular-nums text-slate-900">{summary.counts[tile.key]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
        <p>
          Worked <strong className="font-semibold text-slate-900">{formatDuration(summary.total_spent)}</strong>
          {summary.total_shift > 0 ? (
            <>
              {' '}
              of <strong className="font-semibold text-slate-900">{formatDuration(summary.total_shift)}</strong> scheduled
            </>
          ) : null}
        </p>
        {progress !== null ? (
          <div className="h-2 min-w-32 flex-1 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label="Worked of scheduled" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
            <div className="h-full rounded-full bg-success" style={{ width: `${progress}%` }} />
          </div>
        ) : null}
        {summary.irregular > 0 ? <p className="text-orange-800">{summary.irregular} irregular</p> : null}
        {summary.unassigned > 0 ? <p className="text-indigo-700">{summary.unassigned} unassigned</p> : null}
      </div>
    </section>
  );
}
