import { parseCall, rounds, UpstreamLog } from './upstream-log';

describe('the upstream request log', () => {
  it('reads a log line and dates its start from its end and duration', () => {
    expect(parseCall('[upstream] GET /feed/list/index?page=1 200 101.5ms', 150)).toEqual({
      method: 'GET',
      path: '/feed/list/index',
      status: 200,
      startMs: 48.5,
      endMs: 150,
    });
    expect(parseCall('upstream listening on http://127.0.0.1:8610', 10)).toBeNull();
  });

  it('puts parallel calls in one round and a call that waited for another in the next', () => {
    const call = (path: string, startMs: number, endMs: number) => ({ method: 'GET', path, status: 200, startMs, endMs });
    const parallel = rounds([call('/authorization', 5, 106), call('/feed/list/index', 7, 108)]);
    expect(parallel.map((round) => round.map((item) => item.path))).toEqual([['/authorization', '/feed/list/index']]);
    const waterfall = rounds([call('/authorization', 5, 106), call('/time/self-data', 110, 211), call('/widgets', 8, 109)]);
    expect(waterfall.map((round) => round.map((item) => item.path))).toEqual([['/authorization', '/widgets'], ['/time/self-data']]);
  });

  it('keeps only the lines that arrived in the window asked about', () => {
    const log = new UpstreamLog();
    log.record('[upstream] GET /authorization 200 100.0ms');
    const from = performance.now();
    log.record('[upstream] GET /feed/list/index 200 100.0ms');
    expect(log.between(from, performance.now() + 1).map((item) => item.path)).toEqual(['/feed/list/index']);
  });
});
