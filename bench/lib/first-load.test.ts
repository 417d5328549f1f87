import { firstLoadOf, floorOf, type PageLoad } from './first-load';

const load: PageLoad = {
  status: 200,
  scripts: [
    { file: '/_next/static/chunks/framework.js', gzipBytes: 60_000, rawBytes: 200_000, encoding: 'gzip' },
    { file: '/_next/static/chunks/main.js', gzipBytes: 40_000, rawBytes: 120_000, encoding: 'gzip' },
    { file: '/_next/static/chunks/page.js', gzipBytes: 26_000, rawBytes: 80_000, encoding: 'gzip' },
  ],
};
const files = ['/_next/static/chunks/framework.js', '/_next/static/chunks/main.js'];
const budgets = { guest: 25, signedIn: 100 };

describe('first-load JS against the floor', () => {
  it('sums the floor files as the page loaded them', () => {
    expect(floorOf(load, files)).toEqual({ files, gzipBytes: 100_000, rawBytes: 320_000 });
  });

  it('fails loudly when a page did not load the whole floor', () => {
    expect(() => floorOf(load, [...files, '/_next/static/chunks/missing.js'])).toThrow('missing.js');
  });

  it('a page without the framework has a floor of nothing: every script it loads counts', () => {
    const frameworkFree: PageLoad = { status: 200, scripts: [{ file: '/_next/static/crewdesk/login-abc.js', gzipBytes: 3_000, rawBytes: 8_000, encoding: 'gzip' }] };
    const floor = floorOf(frameworkFree, files);
    expect(floor).toEqual({ files: [], gzipBytes: 0, rawBytes: 0 });
    expect(firstLoadOf(frameworkFree, floor, 'guest', budgets)).toMatchObject({ overFloorGzipBytes: 3_000, pass: true });
  });

  it('compares what a page loads beyond the floor with its audience’s budget (1 KB = 1,000 bytes)', () => {
    const floor = floorOf(load, files);
    const guest = firstLoadOf(load, floor, 'guest', budgets);
    expect(guest).toMatchObject({ gzipBytes: 126_000, rawBytes: 400_000, overFloorGzipBytes: 26_000, budgetGzipBytes: 25_000, pass: false });
    expect(guest.appScripts.map((script) => script.file)).toEqual(['/_next/static/chunks/page.js']);
    expect(firstLoadOf(load, floor, 'signedIn', budgets).pass).toBe(true);
  });
});
