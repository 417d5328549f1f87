'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result } from '@/lib/errors';
import { fetchExportFile, saveFile } from '@/lib/reports/download';
import { hasDataRows } from '@/lib/reports/row-count';
import { REPORT_PROGRESS, reportProgressAt } from '@/lib/reports/reports';
import type { ExportFile } from '@/lib/reports/schemas';

export interface ReportFileState {
  /** null before the first file and after a failure; 5 → 35 → 65 → 95 while it is made, 100 once it has arrived. */
  progress: number | null;
  /** The name of the file last saved. */
  saved: string | null;
  /** The file saved holds its headings alone: nothing matched what was asked. */
  empty: boolean;
}

/**
 * Generating a file and bringing it in (spec part 2 §4 "Reports"): progress
 * starts at 5 %, rises by 30 every 600 ms until 1800 ms, and jumps to 100 when
 * the file has arrived whole; then the browser saves it. A failure clears the
 * progress and is handed back for the form (or a dialog) to show.
 */
export function useReportFile() {
  const [state, setState] = useState<ReportFileState>({ progress: null, saved: null, empty: false });
  const timer = useRef<number | null>(null);
  const stop = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const run = useCallback(
    async (generate: () => Promise<Result<ExportFile>>): Promise<Result<unknown>> => {
      stop();
      let elapsed = 0;
      setState({ progress: REPORT_PROGRESS.start, saved: null, empty: false });
      timer.current = window.setInterval(() => {
        elapsed += REPORT_PROGRESS.everyMs;
        setState((current) => (current.progress === null || current.progress >= REPORT_PROGRESS.done ? current : { ...current, progress: reportProgressAt(elapsed) }));
        if (elapsed >= REPORT_PROGRESS.untilMs) stop();
      }, REPORT_PROGRESS.everyMs);
      const answer = await generate();
      const file = answer.ok ? await fetchExportFile(answer.data) : answer;
      stop();
      if (!file.ok) {
        setState({ progress: null, saved: null, empty: false });
        return file;
      }
      const rows = await hasDataRows(file.data.blob, file.data.fileName).catch(() => null);
      setState({ progress: REPORT_PROGRESS.done, saved: file.data.fileName, empty: rows === false });
      saveFile(file.data.blob, file.data.fileName);
      return file;
    },
    [stop],
  );

  /** A new request starts: the last file's "Downloaded …" no longer stands for it (the form may refuse it before run). */
  const clear = useCallback(() => setState((current) => (current.progress === REPORT_PROGRESS.done ? { progress: null, saved: null, empty: false } : current)), []);

  return { ...state, busy: state.progress !== null && state.progress < REPORT_PROGRESS.done, run, clear };
}
