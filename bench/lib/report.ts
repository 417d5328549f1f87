/** The bench's result model and its two renderings: bench/report.json and bench/report.md. */

export type Status = 'pass' | 'fail' | 'not built' | 'skipped' | 'info';

export interface Figure {
  section: string;
  name: string;
  /** The median (or the only) value in `unit`; null when not measured. */
  value: number | null;
  unit: string;
  /** Human-readable budget, e.g. "≤ 25.0 KB over floor"; "" when the figure is information only. */
  budget: string;
  status: Status;
  note?: string;
}

export interface Meta {
  startedAt: string;
  finishedAt: string;
  durationS: number;
  cores: number;
  cpu: string;
  memoryGb: number;
  node: string;
  chromium: string;
  next: string;
  commit: string;
  runs: number;
  /** 1-minute load average when the bench started and when it finished: other work on the machine skews every time. */
  loadAverage: [number, number];
  command: string;
}

export interface Section {
  title: string;
  /** Markdown lines (tables, notes) shown under the summary. */
  lines: string[];
}

export interface Report {
  meta: Meta;
  figures: Figure[];
  sections: Section[];
  /** Raw measurements per area (every run), for whoever wants more than the medians. */
  data: Record<string, unknown>;
}

const MARK: Record<Status, string> = {
  pass: 'pass',
  fail: '**FAIL**',
  'not built': 'not built',
  skipped: 'skipped',
  info: '—',
};

export function formatValue(value: number | null, unit: string): string {
  if (value === null || Number.isNaN(value)) return '—';
  if (unit === 'score') return String(Math.round(value));
  if (unit === '') return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const digits = unit === 'ms' && Math.abs(value) >= 100 ? 0 : unit === 'ratio' ? 2 : 1;
  const number = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (unit === 'ratio') return `${number} ×`;
  if (unit === '%') return `${number} %`;
  return `${number} ${unit}`;
}

/** Escapes table cells: pipes would split them. */
export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A Markdown table; `align` has one letter per column, l or r (default: first column left, the rest right). */
export function table(header: readonly string[], rows: readonly (readonly string[])[], align = ''): string[] {
  const alignOf = (index: number) => align[index] ?? (index === 0 ? 'l' : 'r');
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `|${header.map((_, index) => (alignOf(index) === 'r' ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

export function summary(figures: readonly Figure[]): Record<Status, number> {
  const counts: Record<Status, number> = { pass: 0, fail: 0, 'not built': 0, skipped: 0, info: 0 };
  for (const figure of figures) counts[figure.status] += 1;
  return counts;
}

export function renderMarkdown(report: Report): string {
  const { meta } = report;
  const counts = summary(report.figures);
  const lines: string[] = [
    '# Crewdesk performance report',
    '',
    `Written by \`${meta.command}\` on ${meta.finishedAt} (took ${Math.round(meta.durationS)} s). Do not edit by hand.`,
    '',
    `Machine: ${meta.cores} cores (${meta.cpu}), ${meta.memoryGb} GB RAM · Node ${meta.node} · ${meta.chromium} · Next.js ${meta.next} · commit ${meta.commit}. ` +
      `Load average ${meta.loadAverage[0].toFixed(1)} at the start, ${meta.loadAverage[1].toFixed(1)} at the end. ` +
      `Times are medians of ${meta.runs} runs; the load generator, the app and the upstream share the machine, so times are only comparable between quiet runs.`,
    '',
    // The load at the end includes the bench's own servers; the load at the start is other work.
    ...(meta.loadAverage[0] > meta.cores
      ? [
          `**The machine was busy** (load average ${meta.loadAverage[0].toFixed(1)} on ${meta.cores} cores before the bench started): times and scores are worse than on a quiet machine; byte counts are not affected.`,
          '',
        ]
      : []),
    `**${counts.pass} pass, ${counts.fail} fail**` +
      (counts['not built'] ? `, ${counts['not built']} not built yet` : '') +
      (counts.skipped ? `, ${counts.skipped} skipped` : '') +
      '.',
    '',
    ...table(
      ['Area', 'Figure', 'Value', 'Budget', 'Result'],
      report.figures.map((figure) => [
        figure.section,
        figure.name,
        formatValue(figure.value, figure.unit),
        figure.budget || '—',
        MARK[figure.status] + (figure.note ? ` (${figure.note})` : ''),
      ]),
      'llrrl',
    ),
  ];
  for (const section of report.sections) lines.push('', `## ${section.title}`, '', ...section.lines);
  return `${lines.join('\n')}\n`;
}
