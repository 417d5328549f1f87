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

/**
 * A zone's UTC offsets over a stretch of time, as the server worked them out
 * (lib/date-time/zone-offsets.ts): each span keeps one offset from `from`
 * (included) to `to` (excluded), epoch ms, offset in minutes east of UTC.
 */
export interface ZoneOffsets {
  timeZone: string;
  spans: { from: number; to: number; offset: number }[];
}

/**
 * Offset tables remembered in this process, by zone. The browser's first
 * Intl.DateTimeFormat loads ICU's locale data, one task of 15-35 ms on a fast
 * desktop and several times that on a phone, on every page load; with the
 * tenant zone's table, which the signed-in shell hands over with the page,
 * the instants and wall times of that stretch need no Intl at all. Outside
 * the table (and for wall times a DST change skips or repeats) the functions
 * below ask Intl as before, so the answers are the same either way.
 */
const known = new Map<string, ZoneOffsets['spans']>();

/** Remembers a zone's offset table (the latest one given wins). */
export function rememberZoneOffsets(table: ZoneOffsets): void {
  if (table.spans.length) known.set(table.timeZone, table.spans);
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** The zone's offset (ms) at an instant, from a remembered table, or undefined. */
function knownOffset(timeZone: string, instant: number): number | undefined {
  const span = known.get(timeZone)?.find((item) => instant >= item.from && instant < item.to);
  return span ? span.offset * MINUTE_MS : undefined;
}

/** A wall time's fields (year, month from 0, day, hours, minutes, seconds), or null when unparsable. */
function wallFields(value: string): [number, number, number, number, number, number] | null {
  const match = WALL.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0'] = match;
  return [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)];
}

/** The wall time's fields as if they were UTC (ms), or null when unparsable. */
export function parseWallTime(value: string): number | null {
  const fields = wallFields(value);
  return fields && Date.UTC(...fields);
}

/** Zone names Intl accepted in this process: the server checks the tenant's zone on every page otherwise. */
const valid = new Set<string>();

/** A valid IANA zone name, or 'UTC'. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  if (known.has(timeZone) || valid.has(timeZone)) return timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    valid.add(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const WALL_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** "YYYY-MM-DD HH:mm:ss" of an instant in a time zone. */
export function formatWallTime(instant: number | Date, timeZone: string): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const offset = knownOffset(timeZone, ms);
  // The wall time's fields are those of the shifted instant read as UTC.
  if (offset !== undefined) return new Date(ms + offset).toISOString().slice(0, 19).replace('T', ' ');
  return format(new TZDate(ms, timeZone), WALL_FORMAT);
}

/** "YYYY-MM-DD": today (or the day of `now`) in a time zone. */
export function todayInZone(timeZone: string, now: number | Date = Date.now()): string {
  return formatWallTime(now, timeZone).slice(0, 10);
}

/** The instant at which the zone's clocks show this wall time (a time inside a spring-forward gap moves forward). */
export function instantOfWallTime(wall: string, timeZone: string): number | null {
  const fields = wallFields(wall);
  if (!fields) return null;
  const spans = known.get(timeZone);
  if (spans) {
    const asUtc = Date.UTC(...fields);
    // The instants this wall time could be, one per offset; exactly one of them inside its own span
    // is the answer. None (a skipped time) or two (a repeated one): Intl decides, as without a table.
    // Candidates a day or less from the table's ends are left to Intl too: the other reading may lie outside it.
    const [first, last] = [spans[0]!.from + DAY_MS, spans[spans.length - 1]!.to - DAY_MS];
    const candidates = spans.filter((span) => {
      const instant = asUtc - span.offset * MINUTE_MS;
      return instant >= span.from && instant < span.to && instant >= first && instant < last;
    });
    if (candidates.length === 1) return asUtc - candidates[0]!.offset * MINUTE_MS;
  }
  return new TZDate(...fields, timeZone).getTime();
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
