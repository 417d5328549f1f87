import { tzOffset } from '@date-fns/tz';
import { todaysZoneOffsets, zoneOffsets, ZONE_TABLE_REACH_MS } from './zone-offsets';

const AROUND = Date.UTC(2026, 10, 26, 12);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The offset the table gives for an instant. */
const tableOffset = (table: ReturnType<typeof zoneOffsets>, instant: number) =>
  table.spans.find((span) => instant >= span.from && instant < span.to)?.offset;

describe("a zone's offset table", () => {
  it('has the DST changes of Berlin to the minute, and reaches 400 days either way', () => {
    const table = zoneOffsets('Europe/Berlin', AROUND);
    expect(table.spans[0]!.from).toBeLessThanOrEqual(AROUND - ZONE_TABLE_REACH_MS + HOUR);
    expect(table.spans.at(-1)!.to).toBeGreaterThanOrEqual(AROUND + ZONE_TABLE_REACH_MS - HOUR);
    const changes = table.spans.slice(1).map((span) => [new Date(span.from).toISOString(), span.offset]);
    expect(changes).toEqual([
      ['2025-10-26T01:00:00.000Z', 60],
      ['2026-03-29T01:00:00.000Z', 120],
      ['2026-10-25T01:00:00.000Z', 60],
      ['2027-03-28T01:00:00.000Z', 120],
      ['2027-10-31T01:00:00.000Z', 60],
    ]);
    for (let i = 1; i < table.spans.length; i++) expect(table.spans[i]!.from).toBe(table.spans[i - 1]!.to);
  });

  it('finds a change on the half hour (St John’s)', () => {
    const table = zoneOffsets('America/St_Johns', AROUND);
    // NDT (−2:30) ends on 1 November 2026 at 02:00 local time, 04:30 UTC.
    const end = table.spans.find((span) => span.from === Date.UTC(2026, 10, 1, 4, 30));
    expect(end?.offset).toBe(-210);
    expect(tableOffset(table, Date.UTC(2026, 10, 1, 4, 29))).toBe(-150);
  });

  it('agrees with Intl at every quarter hour around each change and every six hours elsewhere', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Africa/Casablanca', 'Asia/Kolkata']) {
      const table = zoneOffsets(zone, AROUND);
      const first = table.spans[0]!.from;
      const last = table.spans.at(-1)!.to;
      for (let at = first; at < last; at += 6 * HOUR) expect([zone, at, tableOffset(table, at)]).toEqual([zone, at, tzOffset(zone, new Date(at))]);
      for (const span of table.spans.slice(1)) {
        for (let at = span.from - 2 * HOUR; at < span.from + 2 * HOUR; at += 15 * MINUTE) {
          expect([zone, at, tableOffset(table, at)]).toEqual([zone, at, tzOffset(zone, new Date(at))]);
        }
      }
    }
  });

  it('is one span for a zone without DST, and empty for a zone Intl does not know', () => {
    expect(zoneOffsets('UTC', AROUND).spans).toEqual([expect.objectContaining({ offset: 0 })]);
    expect(zoneOffsets('Asia/Dhaka', AROUND).spans).toEqual([expect.objectContaining({ offset: 360 })]);
    expect(zoneOffsets('Mars/Olympus', AROUND).spans).toEqual([]);
  });

  it('is worked out once a day per zone', () => {
    const today = todaysZoneOffsets('Europe/Paris', AROUND);
    expect(todaysZoneOffsets('Europe/Paris', AROUND + HOUR)).toBe(today);
    expect(todaysZoneOffsets('Europe/Paris', AROUND + 24 * HOUR)).not.toBe(today);
    expect(todaysZoneOffsets('Europe/Paris', AROUND + 24 * HOUR)).toEqual(zoneOffsets('Europe/Paris', AROUND + 24 * HOUR));
  });
});
