import { performanceWith, scriptsRunAfter } from './late-scripts';

describe('scriptsRunAfter: the scripts first evaluated after the paint', () => {
  const page = 'http://localhost:3600/feed';
  const chunk = (name: string) => `http://localhost:3600/_next/static/chunks/${name}.js`;
  const evaluate = (url: string, ts: number) => ({ name: 'EvaluateScript', ts, args: { data: { url } } });

  it('takes a script by its first evaluation, not a later one', () => {
    const events = [evaluate(chunk('framework'), 300), evaluate(chunk('early'), 100), evaluate(chunk('early'), 400), evaluate(chunk('late'), 250)];
    expect([...scriptsRunAfter(events, 200, page)].sort()).toEqual([chunk('framework'), chunk('late')]);
  });

  it('leaves out the page’s inline scripts, other events and a script evaluated exactly at the paint', () => {
    const events = [evaluate(page, 500), { name: 'FunctionCall', ts: 500, args: { data: { url: chunk('x') } } }, evaluate(chunk('at-paint'), 200), { name: 'EvaluateScript', ts: 600 }];
    expect(scriptsRunAfter(events, 200, page).size).toBe(0);
  });
});

describe('performanceWith: the category score with one audit’s score replaced', () => {
  const category = {
    score: 0.86,
    auditRefs: [
      { id: 'first-contentful-paint', weight: 10 },
      { id: 'largest-contentful-paint', weight: 25 },
      { id: 'total-blocking-time', weight: 30 },
      { id: 'cumulative-layout-shift', weight: 25 },
      { id: 'speed-index', weight: 10 },
      { id: 'interactive', weight: 0 },
    ],
  };

  it('moves the score by the audit’s share of the weights', () => {
    // LCP from 0.80 to 1.00: a quarter of 20 points.
    expect(performanceWith(category, 'largest-contentful-paint', 0.8, 1)).toBe(91);
    expect(performanceWith(category, 'largest-contentful-paint', 0.8, 0.8)).toBe(86);
    expect(performanceWith(category, 'interactive', 0.5, 1)).toBe(86);
  });
});
