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
});
