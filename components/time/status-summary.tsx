import { formatDuration } from '@/lib/date-time/format';
import type { MonthlySummary, StatusCounts } from '@/lib/time/schemas';

const TILES: { key: keyof StatusCounts; label: string; tone: string }[] = [
  { key: 'present', label: 'Present', tone: 'text-teal' },
  { key: 'completed', label: 'Completed', tone: 'text-success' },
  { key: 'incomplete', label: 'Incomplete', tone: 'text-warning' },
  { key: 'late', label: 'Late', tone: 'text-orange-700' },
  { key: 'remote', label: 'Remote', tone: 'text-primary' },
  { key: 'absent', label: 'Absent', tone: 'text-error' },
  { key: 'leave', label: 'Leave', tone: 'text-cyan-700' },
  { key: 'halfLeave', label: 'Half leave', tone: 'text-cyan-700' },
];

/** The month's status summary: a count per attendance status kind, and hours worked against the shifts. */
export function StatusSummary({ summary }: { summary: MonthlySummary }) {
  const progress = summary.total_shift > 0 ? Math.min(100, Math.round((summary.total_spent / summary.total_shift) * 100)) : null;
  return (
    <section aria-label="Status summary" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dl className="grid grid-cols-4 gap-3 sm:grid-cols-8">
        {TILES.map((tile) => (
          <div key={tile.key} className="flex flex-col">
            <dt className="text-[11px] font-medium uppercase tracking-wide text-slate-500">{tile.label}</dt>
            <dd className={`text-xl font-semibold tabular-nums ${tile.tone}`}>{summary.counts[tile.key]}</dd>
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
