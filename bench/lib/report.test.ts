import { formatValue, renderMarkdown, summary, table, type Report } from './report';

describe('the bench report', () => {
  it('formats values by unit', () => {
    expect(formatValue(58.151, 'KB')).toBe('58.2 KB');
    expect(formatValue(1388.6, 'ms')).toBe('1,389 ms');
    expect(formatValue(1.87837, 'ratio')).toBe('1.88 ×');
    expect(formatValue(9.7, '%')).toBe('9.7 %');
    expect(formatValue(null, 'ms')).toBe('—');
    expect(formatValue(94.6, 'score')).toBe('95');
    expect(formatValue(0.0123, '')).toBe('0.012');
  });

  it('writes Markdown tables with escaped cells', () => {
    expect(table(['Route', 'Size'], [['/a|b', '1 KB']])).toEqual(['| Route | Size |', '|---|---:|', '| /a\\|b | 1 KB |']);
  });

  it('summarises the figures and marks failures', () => {
    const report: Report = {
      meta: {
        startedAt: '2026-01-01T00:00:00.000Z',
        finishedAt: '2026-01-01T00:08:00.000Z',
        durationS: 480,
        cores: 2,
        cpu: 'CPU',
        memoryGb: 8,
        node: '20.20.2',
        chromium: 'Chromium 1',
        next: '16.4.6',
        commit: 'abc1234',
        runs: 3,
        loadAverage: [0.4, 1.2],
        command: 'npm run bench',
      },
      figures: [
        { section: 'First-load JS', name: '/login over floor', value: 58.2, unit: 'KB', budget: '≤ 25.0 KB gzip', status: 'fail' },
        { section: 'First-load JS', name: '/feed over floor', value: 66.8, unit: 'KB', budget: '≤ 100.0 KB gzip', status: 'pass' },
        { section: 'First-load JS', name: '/leaves/all over floor', value: null, unit: 'KB', budget: '≤ 100.0 KB gzip', status: 'not built' },
      ],
      sections: [{ title: 'First-load JS', lines: ['Details.'] }],
      data: {},
    };
    expect(summary(report.figures)).toMatchObject({ pass: 1, fail: 1, 'not built': 1 });
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('**1 pass, 1 fail**, 1 not built yet.');
    expect(markdown).toContain('| First-load JS | /login over floor | 58.2 KB | ≤ 25.0 KB gzip | **FAIL** |');
    expect(markdown).toContain('2 cores');
    expect(markdown).toContain('## First-load JS\n\nDetails.');
    expect(markdown).not.toContain('The machine was busy');
    expect(renderMarkdown({ ...report, meta: { ...report.meta, loadAverage: [5.5, 1] } })).toContain('**The machine was busy** (load average 5.5 on 2 cores');
  });
});
