import { REPORT_PROGRESS } from '@/lib/reports/reports';

/** The file's progress bar and, once it has arrived, what was saved (and that it is empty, when it is). */
export function ReportProgress({ label, progress, saved, empty = false }: { label: string; progress: number | null; saved: string | null; empty?: boolean }) {
  if (progress === null) return null;
  const done = progress >= REPORT_PROGRESS.done;
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full transition-[width] duration-300 ${done ? 'bg-success' : 'bg-primary'}`} style={{ width: `${progress}%` }} />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {done && saved ? (
          <>
            Downloaded <span className="font-medium text-slate-900">{saved}</span>
            {empty ? <span className="block text-orange-800">It holds the headings only: no rows matched what was chosen.</span> : null}
          </>
        ) : (
          `Preparing the file… ${progress}%`
        )}
      </p>
    </div>
  );
}
