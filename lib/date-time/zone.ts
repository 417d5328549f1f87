/**
 * Instants and the tenant's time zone, with date-fns and @date-fns/tz: an
 * instant's wall time in a zone, a wall time's instant, today in a zone.
 *
 * The server clock (spec part 1 §9): `app.server_time` is the tenant's wall
 * time ("YYYY-MM-DD HH:mm:ss") in `app.timezone`. We turn it into an instant
 * once, keep the skew against the browser's clock, and format "now" back in
 * the tenant's time zone, so the clock stays right across DST changes and
 * whatever zone or clock error the browser has.
 */

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** The wall time's fields as if they were UTC (ms), or null when unparsable. */
export function parseWallTime(value: string): number | null {
  const match = WALL.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0'] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** A valid IANA zone name, or 'UTC'. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const WALL_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** "YYYY-MM-DD HH:mm:ss" of an instant in a time zone. */
export function formatWallTime(instant: number | Date, timeZone: string): string {
  return format(new TZDate(typeof instant === 'number' ? instant : instant.getTime(), timeZone), WALL_FORMAT);
}

/** "YYYY-MM-DD": today (or the day of `now`) in a time zone. */
export function todayInZone(timeZone: string, now: number | Date = Date.now()): string {
  return formatWallTime(now, timeZone).slice(0, 10);
}

/** The instant at which the zone's clocks show this wall time (a time inside a spring-forward gap moves forward). */
export function instantOfWallTime(wall: string, timeZone: string): number | null {
  const match = WALL.exec(wall.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0'] = match;
  return new TZDate(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), timeZone).getTime();
}

export interface ServerClock {
  timeZone: string;
  /** The server's "now" as an instant (ms). */
  now: () => number;
  /** The server's "now" as tenant wall time, "YYYY-MM-DD HH:mm:ss". */
  wallTime: () => string;
}

/** A clock anchored on server_time, read at `clientNow` (Date.now() when it arrived). */
export function createServerClock(serverTime: string, timeZone: string, clientNow: number = Date.now()): ServerClock {
  const zone = safeTimeZone(timeZone);
  const anchor = instantOfWallTime(serverTime, zone);
  const skew = anchor === null ? 0 : anchor - clientNow;
  const now = () => Date.now() + skew;
  return { timeZone: zone, now, wallTime: () => formatWallTime(now(), zone) };
}
