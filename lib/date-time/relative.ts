import { counted } from '@/lib/shared/plural';

/**
 * Laravel's diffForHumans wording ("just now", "5 minutes ago", "1 day ago"):
 * the upstream's `time` field, and the app's live re-wording of `created_time`.
 */
const UNITS: readonly [number, string][] = [
  [60, 'second'],
  [60, 'minute'],
  [24, 'hour'],
  [7, 'day'],
  [4.345, 'week'],
  [12, 'month'],
  [Number.POSITIVE_INFINITY, 'year'],
];

export function timeAgo(then: Date, now: Date = new Date()): string {
  let amount = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  if (!Number.isFinite(amount)) return '';
  if (amount < 10) return 'just now';
  for (const [size, unit] of UNITS) {
    if (amount < size) {
      const n = Math.floor(amount);
      return `${counted(n, unit)} ago`;
    }
    amount /= size;
  }
  return '';
}
