import { daysInMonth, shiftDate, shiftMonth } from '../../../lib/date-time/calendar';
import type { RequestContext } from '../http/context';
import { validationFailed } from '../http/respond';

/** Query parameters of the time modules (the generic ones are in http/params.ts). */

/** ?month=YYYY-MM, defaulting to the month of `today`. */
export function monthParam(ctx: RequestContext, today: string): string {
  const raw = ctx.query.get('month');
  if (raw === null || raw === '') return today.slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(raw)) throw validationFailed({ month: ['The month field must match the format Y-m.'] });
  return raw;
}

/** ?name=YYYY-MM-DD or the fallback. */
export function dateParam(ctx: RequestContext, name: string, fallback: string): string {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) {
    throw validationFailed({ [name]: [`The ${name.replaceAll('_', ' ')} field must match the format Y-m-d.`] });
  }
  return raw;
}

export function monthBounds(month: string): { start: string; end: string } {
  return { start: `${month}-01`, end: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
}

/**
 * The attendance period (calendar cycle) named by a month: it starts on the
 * cycle's start day of that month and ends the day before the next one.
 */
export function cyclePeriod(month: string, startDay: number): { start: string; end: string } {
  const day = String(startDay).padStart(2, '0');
  return { start: `${month}-${day}`, end: shiftDate(`${shiftMonth(month, 1)}-${day}`, -1) };
}

/** The month whose period holds `today`. */
export function currentCycleMonth(today: string, startDay: number): string {
  return Number(today.slice(8, 10)) >= startDay ? today.slice(0, 7) : shiftMonth(today.slice(0, 7), -1);
}
