import { createServerClock, formatWallTime, instantOfWallTime, parseWallTime, safeTimeZone } from '@/lib/date-time/zone';

describe('server time', () => {
  it('parses the server wall time', () => {
    expect(parseWallTime('2025-03-09 01:02:03')).toBe(Date.UTC(2025, 2, 9, 1, 2, 3));
    expect(parseWallTime('nonsense')).toBeNull();
  });

  it('formats an instant as YYYY-MM-DD HH:mm:ss in the tenant zone', () => {
    const instant = Date.UTC(2025, 0, 15, 23, 5, 9);
    expect(formatWallTime(instant, 'UTC')).toBe('2025-01-15 23:05:09');
    expect(formatWallTime(instant, 'Asia/Dhaka')).toBe('2025-01-16 05:05:09');
    expect(formatWallTime(instant, 'America/New_York')).toBe('2025-01-15 18:05:09');
  });

  it('finds the instant of a wall time, on both sides of a DST change', () => {
    expect(instantOfWallTime('2025-03-09 01:30:00', 'America/New_York')).toBe(Date.UTC(2025, 2, 9, 6, 30));
    expect(instantOfWallTime('2025-03-09 03:30:00', 'America/New_York')).toBe(Date.UTC(2025, 2, 9, 7, 30));
  });

  it('ticks from server_time whatever the browser clock says', () => {
    const realNow = Date.now;
    try {
      Date.now = () => 1_000_000; // the browser clock is far off
      const clock = createServerClock('2025-03-09 01:59:58', 'America/New_York', Date.now());
      expect(clock.wallTime()).toBe('2025-03-09 01:59:58');
      Date.now = () => 1_000_000 + 3_000;
      // Crossing the spring-forward gap: 02:00 does not exist in New York that day.
      expect(clock.wallTime()).toBe('2025-03-09 03:00:01');
    } finally {
      Date.now = realNow;
    }
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(safeTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('asks Intl about a zone once per process (the server checks the tenant\'s zone on every page)', () => {
    const constructed = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(safeTimeZone('America/Lima')).toBe('America/Lima');
      expect(safeTimeZone('America/Lima')).toBe('America/Lima');
      expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
      expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
      expect(constructed).toHaveBeenCalledTimes(3);
    } finally {
      constructed.mockRestore();
    }
  });
});

describe("with the tenant zone's offset table", () => {
  const AROUND = Date.UTC(2026, 10, 26, 12);
  const HOUR = 3_600_000;
  type Zone = typeof import('@/lib/date-time/zone');
  type Offsets = typeof import('@/lib/date-time/zone-offsets');

  /** Fresh copies of the modules (and of @date-fns/tz's formatter caches), counting Intl.DateTimeFormat constructions. */
  function fresh() {
    let zone!: Zone;
    let offsets!: Offsets;
    jest.isolateModules(() => {
      zone = jest.requireActual('@/lib/date-time/zone');
      offsets = jest.requireActual('@/lib/date-time/zone-offsets');
    });
    return { zone, offsets };
  }

  afterEach(() => jest.restoreAllMocks());

  it('answers as Intl does, across DST changes, and asks Intl nothing', () => {
    const berlin = fresh().offsets.zoneOffsets('Europe/Berlin', AROUND);
    const withIntl = fresh().zone;
    const instants: number[] = [];
    for (let at = AROUND - 300 * 24 * HOUR; at < AROUND + 300 * 24 * HOUR; at += 7 * HOUR + 13 * 60_000) instants.push(at);
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) for (let at = change - 2 * HOUR; at < change + 2 * HOUR; at += 60_000) instants.push(at);
    const expected = instants.map((at) => withIntl.formatWallTime(at, 'Europe/Berlin'));
    const walls = ['2026-11-26 09:00:00', '2026-03-29 01:59:59', '2026-03-29 03:00:00', '2026-10-25 01:59:00', '2026-10-25 03:00:00', '2026-07-01 12:00'];
    const expectedInstants = walls.map((wall) => withIntl.instantOfWallTime(wall, 'Europe/Berlin'));

    const { zone } = fresh();
    const constructed = jest.spyOn(Intl, 'DateTimeFormat');
    zone.rememberZoneOffsets(berlin);
    expect(zone.safeTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(instants.map((at) => zone.formatWallTime(at, 'Europe/Berlin'))).toEqual(expected);
    expect(walls.map((wall) => zone.instantOfWallTime(wall, 'Europe/Berlin'))).toEqual(expectedInstants);
    expect(zone.todayInZone('Europe/Berlin', AROUND)).toBe('2026-11-26');
    expect(zone.createServerClock('2026-11-26 13:00:00', 'Europe/Berlin', AROUND).now()).toBeGreaterThan(0);
    expect(constructed).not.toHaveBeenCalled();
  });

  it('leaves a wall time that a DST change skips or repeats, and a zone or time outside the table, to Intl', () => {
    const berlin = fresh().offsets.zoneOffsets('Europe/Berlin', AROUND);
    const withIntl = fresh().zone;
    const { zone } = fresh();
    zone.rememberZoneOffsets(berlin);
    const constructed = jest.spyOn(Intl, 'DateTimeFormat');
    // 02:30 on 29 March 2026 does not exist in Berlin; 02:30 on 25 October 2026 happens twice.
    for (const wall of ['2026-03-29 02:30:00', '2026-10-25 02:30:00']) expect(zone.instantOfWallTime(wall, 'Europe/Berlin')).toBe(withIntl.instantOfWallTime(wall, 'Europe/Berlin'));
    expect(constructed).toHaveBeenCalled();
    const longAgo = Date.UTC(2020, 6, 1, 12);
    expect(zone.formatWallTime(longAgo, 'Europe/Berlin')).toBe('2020-07-01 14:00:00');
    expect(zone.formatWallTime(AROUND, 'America/New_York')).toBe('2026-11-26 07:00:00');
  });
});
