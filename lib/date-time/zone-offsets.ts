import { tzOffset } from '@date-fns/tz';
import { DAY_MS as DAY, MINUTE_MS as MINUTE, type ZoneOffsets } from './zone';

/**
 * The tenant zone's offset table for the browser (lib/date-time/zone.ts): the
 * server works it out with Intl, where ICU is loaded once per process, and the
 * signed-in shell hands it over with the page, so the browser shows the server
 * clock and every date of the stretch without loading ICU during the first
 * load. The offset is read (@date-fns/tz's tzOffset) at every hour the table
 * starts a day on, and the minute of each change found by halving (St John's,
 * Lord Howe and others change on the half hour). tzScan steps by months and
 * would miss a change and its return within one month (Morocco's Ramadan).
 */

const HOUR = 60 * MINUTE;

/** How far the table reaches on either side of now: a year of dates back and ahead, and a margin. */
export const ZONE_TABLE_REACH_MS = 400 * DAY;

const offsetAt = (timeZone: string, instant: number) => tzOffset(timeZone, new Date(instant));

/** The first minute at which the zone's offset differs from the one at `before`, for a change within (before, after]. */
function changeMinute(timeZone: string, before: number, after: number): number {
  const from = offsetAt(timeZone, before);
  let [low, high] = [before, after];
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetAt(timeZone, middle) === from) low = middle;
    else high = middle;
  }
  return high;
}

/** The zone's offsets over [around - reach, around + reach): one span per offset in force. */
export function zoneOffsets(timeZone: string, around: number = Date.now(), reach: number = ZONE_TABLE_REACH_MS): ZoneOffsets {
  const start = Math.floor((around - reach) / HOUR) * HOUR;
  const end = Math.floor((around + reach) / HOUR) * HOUR;
  const first = offsetAt(timeZone, start);
  if (!Number.isFinite(first)) return { timeZone, spans: [] };
  const spans: ZoneOffsets['spans'] = [];
  let from = start;
  let offset = first;
  for (let day = start + DAY; day <= end; day += DAY) {
    const next = offsetAt(timeZone, Math.min(day, end));
    if (next === offset) continue;
    const at = changeMinute(timeZone, day - DAY, Math.min(day, end));
    spans.push({ from, to: at, offset });
    from = at;
    offset = next;
  }
  spans.push({ from, to: end, offset });
  return { timeZone, spans: spans.filter((span) => span.to > span.from) };
}

/** The table for today, worked out once a day per zone. */
const tables = new Map<string, { day: number; table: ZoneOffsets }>();

export function todaysZoneOffsets(timeZone: string, now: number = Date.now()): ZoneOffsets {
  const day = Math.floor(now / DAY);
  const cached = tables.get(timeZone);
  if (cached?.day === day) return cached.table;
  const table = zoneOffsets(timeZone, now);
  tables.set(timeZone, { day, table });
  return table;
}
