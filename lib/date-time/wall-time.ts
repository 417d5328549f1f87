/**
 * Tenant wall times ("YYYY-MM-DD HH:mm:ss", no zone) as clocks store them.
 * They compare as strings; durations are taken on the wall clock (a day that
 * changes to or from daylight saving time is off by that hour, as the
 * upstream's own arithmetic is).
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "YYYY-MM-DD HH:mm:ss" from a wall time or a datetime-local value ("YYYY-MM-DDTHH:mm"); null when it is neither. */
export function normalizeWall(value: string | null | undefined): string | null {
  const match = WALL.exec((value ?? '').trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31 || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
}

/** The wall time's fields read as UTC, in ms. */
export function wallMs(wall: string): number {
  const match = WALL.exec(wall)!;
  const [, y, mo, d, h, mi, s = '0'] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

export function secondsBetween(from: string, to: string): number {
  return Math.round((wallMs(to) - wallMs(from)) / 1000);
}

/** The wall time `seconds` later (or earlier when negative). */
export function addSeconds(wall: string, seconds: number): string {
  return new Date(wallMs(wall) + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** "YYYY-MM-DDTHH:mm" for a datetime-local input. */
export function wallToInput(wall: string | null | undefined): string {
  return wall ? wall.slice(0, 16).replace(' ', 'T') : '';
}
