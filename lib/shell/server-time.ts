/**
 * The server clock (spec part 1 §9): `app.server_time` is the tenant's wall
 * time ("YYYY-MM-DD HH:mm:ss") in `app.timezone`. We turn it into an instant
 * once, keep the skew against the browser's clock, and format "now" back in
 * the tenant's time zone, so the clock stays right across DST changes and
 * whatever zone or clock error the browser has.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** The wall time's fields as if they were UTC (ms), or null when unparsable. */
export function parseWallTime(value: string): number | null {
  const match = WALL.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0'] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

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

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallFields(instant: number, timeZone: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) fields[part.type] = part.value;
  return fields;
}

/** "YYYY-MM-DD HH:mm:ss" of an instant in a time zone. */
export function formatWallTime(instant: number, timeZone: string): string {
  const f = wallFields(instant, timeZone);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
}

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const f = wallFields(instant, timeZone);
  const asUtc = Date.UTC(Number(f.year), Number(f.month) - 1, Number(f.day), Number(f.hour), Number(f.minute), Number(f.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the zone's clocks show this wall time (the later one in a DST overlap is not guaranteed). */
export function instantOfWallTime(wall: string, timeZone: string): number | null {
  const asUtc = parseWallTime(wall);
  if (asUtc === null) return null;
  let instant = asUtc - offsetAt(asUtc, timeZone);
  // Once more, in case the first guess fell on the other side of a DST change.
  instant = asUtc - offsetAt(instant, timeZone);
  return instant;
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
