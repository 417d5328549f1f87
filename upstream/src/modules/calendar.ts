import { calendarRange, CALENDAR_KINDS, isYmd, kindsParam, rangeErrors } from '../../../lib/calendar/model';
import type { CalendarData } from '../../../lib/calendar/schemas';
import { todayInZone } from '../../../lib/date-time/zone';
import { CompanyCalendar } from '../domain/calendar';
import type { RequestContext } from '../http/context';
import { positiveId } from '../http/params';
import { json, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import type { Services } from '../services';

/**
 * GET /calendar/index (spec part 1 §7 "Calendar", access_calendar_module).
 * Query: from and to (YYYY-MM-DD, both or neither, at most 42 days); or,
 * without them, view (month or week) and date (default today): the month's
 * grid or the week holding the date; kinds (comma-separated; absent: every
 * kind) and department_id.
 */
export function registerCalendar(router: Router, services: Services): void {
  const calendar = new CompanyCalendar(services.db, () => services.config.publicUrl);

  const rangeOf = (ctx: RequestContext, today: string, firstDayOfWeek: number) => {
    const from = ctx.query.get('from') || null;
    const to = ctx.query.get('to') || null;
    if (!from && !to) {
      const date = ctx.query.get('date') || today;
      if (!isYmd(date)) throw validationFailed({ date: ['The date field must match the format Y-m-d.'] });
      return calendarRange(ctx.query.get('view') === 'week' ? 'week' : 'month', date, firstDayOfWeek);
    }
    const errors = rangeErrors(from, to);
    if (Object.keys(errors).length) throw validationFailed(errors);
    return { from: from!, to: to! };
  };

  const departmentOf = (ctx: RequestContext): number | null => {
    const raw = ctx.query.get('department_id');
    if (raw === null || raw === '') return null;
    const id = positiveId(raw);
    if (id === null || !calendar.departments().some((department) => department.id === id)) {
      throw validationFailed({ department_id: ['The selected department id is invalid.'] });
    }
    return id;
  };

  router.get(
    '/calendar/index',
    (ctx) => {
      const settings = services.settings.get();
      const today = todayInZone(settings.timezone);
      const range = rangeOf(ctx, today, settings.first_day_of_week);
      const departmentId = departmentOf(ctx);
      const kinds = kindsParam(ctx.query.get('kinds'));
      const entries = calendar.entries({ ...range, departmentId, seesPrivate: ctx.permissions().has('view_employee') });
      const counts = Object.fromEntries(CALENDAR_KINDS.map((kind) => [kind, entries.filter((entry) => entry.kind === kind).length])) as CalendarData['counts'];
      const body: CalendarData = {
        ...range,
        today,
        first_day_of_week: settings.first_day_of_week,
        kinds,
        department_id: departmentId,
        counts,
        departments: calendar.departments(),
        data: entries.filter((entry) => kinds.includes(entry.kind)),
      };
      return json(body);
    },
    { can: ['access_calendar_module'] },
  );
}
