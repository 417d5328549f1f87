import { summarise, why, type PathRun } from '../areas/proxy';

/** The proxy area's summary on a machine without nginx (optional): reported without it, not crashed. */
const run = (rps: number, cpu: Record<string, number>): PathRun => ({
  sequential: { p50: 1, p99: 2 },
  concurrent: { p50: 3, p99: 4, rps },
  cpuMsPerRequest: cpu,
  errors: 0,
});

const withoutNginx: Record<string, PathRun[]> = {
  direct: [run(1000, { upstream: 0.5, 'load generator': 0.1 })],
  proxy: [run(800, { app: 0.12, upstream: 0.55, 'load generator': 0.1 })],
  next: [run(300, { app: 0.6, 'load generator': 0.1 })],
};

test('explains the figures without nginx, leaving its reference out', () => {
  const { med, ratio } = summarise(withoutNginx);
  const [text] = why(med, ratio, 0.5, false);
  expect(text).toContain('spends 0.12 ms per call (nginx is not installed: no reference figures)');
  expect(text).toContain('80.0 % of the direct throughput (budget 50.0 %)');
  expect(text).not.toMatch(/behind nginx|through nginx/);
});

test('includes the nginx reference when it was measured', () => {
  const { med, ratio } = summarise({ ...withoutNginx, nginx: [run(950, { nginx: 0.05, upstream: 0.5, 'load generator': 0.1 })] });
  const [text] = why(med, ratio, 0.5, true);
  expect(text).toContain('0.50 ms behind nginx');
  expect(text).toContain('nginx, the reference, spends 0.05 ms');
});
