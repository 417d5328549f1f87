import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { ReportProgress } from '@/components/reports/report-progress';
import { useReportFile } from '@/components/reports/use-report-file';
import type { Result } from '@/lib/errors';
import type { ExportFile } from '@/lib/reports/schemas';

jest.mock('@/lib/reports/download', () => ({
  fetchExportFile: jest.fn(),
  saveFile: jest.fn(),
}));
const download = jest.requireMock('@/lib/reports/download') as { fetchExportFile: jest.Mock; saveFile: jest.Mock };
// Reading the file is lib/reports/row-count.test.ts's (jsdom's Blob cannot be read): here, what the screen says of it.
jest.mock('@/lib/reports/row-count', () => ({ hasDataRows: jest.fn() }));
const rowCount = jest.requireMock('@/lib/reports/row-count') as { hasDataRows: jest.Mock };

let run!: ReturnType<typeof useReportFile>['run'];
function Screen() {
  const report = useReportFile();
  useEffect(() => {
    run = report.run;
  }, [report.run]);
  return <ReportProgress label="Timesheet progress" progress={report.progress} saved={report.saved} empty={report.empty} />;
}

const FILE: ExportFile = { export_file: '/report/report/export-file/Abcdefgh1234', file_name: 'timesheet.csv' };
const value = () => screen.queryByRole('progressbar')?.getAttribute('aria-valuenow') ?? null;

beforeEach(() => {
  jest.useFakeTimers();
  download.fetchExportFile.mockReset();
  download.saveFile.mockReset();
  rowCount.hasDataRows.mockReset().mockResolvedValue(true);
});
afterEach(() => jest.useRealTimers());

it('goes 5 → 35 → 65 → 95, holds until the file arrives, then 100 and saves it', async () => {
  render(<Screen />);
  let answer!: (result: Result<ExportFile>) => void;
  const blob = new Blob(['a,b']);
  download.fetchExportFile.mockResolvedValue({ ok: true, status: 200, data: { blob, fileName: 'timesheet.csv' } });
  let finished: Promise<Result<unknown>>;
  act(() => {
    finished = run(() => new Promise((resolve) => (answer = resolve)));
  });
  const seen = [value()];
  for (let step = 0; step < 4; step++) {
    await act(async () => jest.advanceTimersByTime(600));
    seen.push(value());
  }
  expect(seen).toEqual(['5', '35', '65', '95', '95']);
  expect(download.saveFile).not.toHaveBeenCalled();

  await act(async () => {
    answer({ ok: true, status: 200, data: FILE });
    await finished;
  });
  expect(value()).toBe('100');
  expect(download.fetchExportFile).toHaveBeenCalledWith(FILE);
  expect(download.saveFile).toHaveBeenCalledWith(blob, 'timesheet.csv');
  expect(screen.getByText('timesheet.csv')).toBeInTheDocument();
});

it.each([
  ['headings alone', false, true],
  ['rows below its headings', true, false],
  ['a kind it cannot read', null, false],
  ['a reader that failed', 'throws', false],
] as const)('says when the file saved holds its headings only: %s', async (_, rows, empty) => {
  jest.useRealTimers();
  render(<Screen />);
  const blob = new Blob(['Name,Date']);
  if (rows === 'throws') rowCount.hasDataRows.mockRejectedValue(new Error('unreadable'));
  else rowCount.hasDataRows.mockResolvedValue(rows);
  download.fetchExportFile.mockResolvedValue({ ok: true, status: 200, data: { blob, fileName: 'timesheet.csv' } });
  await act(async () => {
    await run(async () => ({ ok: true, status: 200, data: FILE }));
  });
  expect(screen.getByText('timesheet.csv')).toBeInTheDocument();
  expect(rowCount.hasDataRows).toHaveBeenCalledWith(blob, 'timesheet.csv');
  expect(download.saveFile).toHaveBeenCalledWith(blob, 'timesheet.csv');
  expect(screen.queryByText('It holds the headings only: no rows matched what was chosen.') !== null).toBe(empty);
});

it('jumps to 100 as soon as a quick file arrives', async () => {
  render(<Screen />);
  download.fetchExportFile.mockResolvedValue({ ok: true, status: 200, data: { blob: new Blob([]), fileName: 'x.xlsx' } });
  await act(async () => {
    await run(async () => ({ ok: true, status: 200, data: FILE }));
  });
  expect(value()).toBe('100');
  await act(async () => jest.advanceTimersByTime(2000));
  expect(value()).toBe('100');
});

it('clears the progress when the file cannot be made, and hands the failure back', async () => {
  render(<Screen />);
  const failure: Result<ExportFile> = { ok: false, status: 422, error: { kind: 'form', status: 422, message: 'x', summary: 'x', fields: { to: ['x'] } } };
  let result!: Result<unknown>;
  await act(async () => {
    result = await run(async () => failure);
  });
  expect(result).toBe(failure);
  expect(value()).toBeNull();
  expect(download.fetchExportFile).not.toHaveBeenCalled();
});
