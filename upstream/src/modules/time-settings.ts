import { personMatches } from '../db/text-search';
import { shiftDate, weekStart } from '../../../lib/date-time/calendar';
import {
  assignShiftPayloadSchema,
  clearShiftPayloadSchema,
  generalSetupSchema,
  shiftTemplatePayloadSchema,
  type ShiftCalendar,
} from '../../../lib/time/schemas';
import { confirmedFlag, json, notFound, pageMeta, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import type { Services } from '../services';
import { toPerson, type PersonRow } from '../domain/attendance';
import { timeDomain } from '../domain/attendance-service';
import { DATE_FORMATS, TIME_FORMATS } from '../domain/attendance-setup';
import { isTimeZone } from '../domain/time-zones';
import { idParam, paging } from '../http/params';
import { dateParam } from './attendance-params';

/**
 * Time settings (spec part 1 §7 "Time settings (under /settings/time/attendance/)"):
 * the generic attendance setup, shift templates and the shift calendar
 * (assign → publish or cancel the batch; clear with a preview; the action log).
 */

const P = '/settings/time/attendance';
const ACTION_LOG_SIZE = 20;
const CALENDAR_DAYS = 7;

const setupValuesSchema = generalSetupSchema.shape.data;

export function registerTimeSettings(router: Router, services: Services): void {
  const { attendance, shifts, setup } = timeDomain(services);
  const { db, config } = services;
  const today = () => attendance.wallNow().slice(0, 10);
  const stamp = () => attendance.wallNow();

  // ── Generic setup ─────────────────────────────────────────────────────

  // The time zones to choose from are the shared list's (timezones/list), not part of this answer.
  const setupBody = () => ({ data: setup.values(), date_formats: DATE_FORMATS, time_formats: TIME_FORMATS });

  router.get(`${P}/general-setup/index`, () => json(setupBody()), { can: ['configure_attendance_setup'] });

  router.post(
    `${P}/general-setup/update`,
    async (ctx) => {
      const values = parseWith(setupValuesSchema, await ctx.body());
      const errors: Record<string, string[]> = {};
      if (values.repeat_on.length === 0) errors.repeat_on = ['The repeat on field is required.'];
      if (!DATE_FORMATS.some((format) => format.value === values.date_format)) errors.date_format = ['The selected date format is invalid.'];
      if (!isTimeZone(values.timezone)) errors.timezone = ['The selected timezone is invalid.'];
      if (Object.keys(errors).length) throw validationFailed(errors);
      setup.update(values);
      return json({ message: 'We’ve saved your edit successfully.', ...setupBody() });
    },
    { can: ['configure_attendance_setup'] },
  );

  // ── Shift templates ───────────────────────────────────────────────────

  router.get(`${P}/shift-template/list`, () => json({ data: shifts.templates() }), {
    can: ['view_shift_template', 'view_shift_calendar', 'edit_any_attendance'],
  });

  router.get(
    `${P}/shift-template/index`,
    (ctx) => {
      const { page, perPage } = paging(ctx, services.settings.get().rows_per_page);
      const { rows, total } = shifts.templatePageOf(page, perPage, today());
      return json({ data: rows, meta: pageMeta(page, perPage, total, rows.length) });
    },
    { can: ['view_shift_template'] },
  );

  router.post(
    `${P}/shift-template/store`,
    async (ctx) => {
      const input = parseWith(shiftTemplatePayloadSchema, await ctx.body());
      // One call creates (add_shift_template) or, with an id, saves an edit (edit_shift_template).
      ctx.authorize([input.id === undefined ? 'add_shift_template' : 'edit_shift_template']);
      const id = shifts.saveTemplate(input, stamp());
      return json({ message: input.id === undefined ? 'You’ve successfully performed this action.' : 'We’ve saved your edit successfully.', id });
    },
    { can: ['add_shift_template', 'edit_shift_template'] },
  );

  router.get(
    `${P}/shift-template/edit/{shift_id}`,
    (ctx) => {
      const template = shifts.template(idParam(ctx, 'shift_id'), today());
      if (!template) throw notFound();
      return json({ data: template });
    },
    { can: ['edit_shift_template', 'view_shift_template'] },
  );

  router.delete(
    `${P}/shift-template/delete/{id}`,
    (ctx) => {
      shifts.deleteTemplate(ctx.userId(), idParam(ctx, 'id'), confirmedFlag(ctx.query), today());
      return json({ message: 'We’ve permanently deleted this item.' });
    },
    { can: ['delete_shift_template'] },
  );

  // ── Shift calendar ────────────────────────────────────────────────────

  const activePeople = db.prepare<[], PersonRow>(
    `SELECT u.id, u.first_name, u.last_name, u.username, u.avatar, u.status, d.name AS designation_name
       FROM users u LEFT JOIN designations d ON d.id = u.designation_id
      WHERE u.status = 'active' ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id`,
  );
  const SEARCH = `u.status = 'active' AND ${personMatches('u.first_name', 'u.last_name')}`;
  const calendarPeople = db.prepare<{ search: string; limit: number; offset: number }, PersonRow>(
    `SELECT u.id, u.first_name, u.last_name, u.username, u.avatar, u.status, d.name AS designation_name
       FROM users u LEFT JOIN designations d ON d.id = u.designation_id
      WHERE ${SEARCH} ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id LIMIT @limit OFFSET @offset`,
  );
  const calendarCount = db.prepare<{ search: string }, number>(`SELECT COUNT(*) FROM users u WHERE ${SEARCH}`).pluck();

  router.get(
    `${P}/shift-calendar/assignable-data`,
    () =>
      json({
        templates: shifts.templates(),
        users: activePeople.all().map((row) => toPerson(config.publicUrl, row)),
        repeat_on: setup.repeatOn(),
      }),
    { can: ['view_shift_calendar'] },
  );

  router.get(
    `${P}/shift-calendar/index`,
    (ctx) => {
      const now = today();
      const start = dateParam(ctx, 'start', weekStart(now, services.settings.get().first_day_of_week));
      const end = shiftDate(start, CALENDAR_DAYS - 1);
      const { page, perPage } = paging(ctx, services.settings.get().rows_per_page);
      const text = (ctx.query.get('search') ?? '').trim().slice(0, 100);
      const args = { search: text };
      const rows = calendarPeople.all({ ...args, limit: perPage, offset: (page - 1) * perPage });
      const shiftsOf = shifts.calendarShifts(
        rows.map((row) => row.id),
        start,
        end,
      );
      const dates = Array.from({ length: CALENDAR_DAYS }, (_, i) => shiftDate(start, i));
      const include = Number(ctx.query.get('action_id'));
      const body: ShiftCalendar = {
        data: rows.map((row) => ({
          user: toPerson(config.publicUrl, row),
          days: dates.map((date) => ({ date, shifts: shiftsOf(row.id, date) })),
        })),
        meta: pageMeta(page, perPage, calendarCount.get(args)!, rows.length),
        period: { start, end, today: now },
        actionLog: shifts.actionLog(ACTION_LOG_SIZE, Number.isSafeInteger(include) && include > 0 ? include : undefined),
      };
      return json(body);
    },
    { can: ['view_shift_calendar'] },
  );

  router.post(
    `${P}/shift-calendar/assign-shift`,
    async (ctx) => json(shifts.assign(ctx.userId(), parseWith(assignShiftPayloadSchema, await ctx.body()), stamp())),
    { can: ['view_shift_calendar'] },
  );
  router.post(
    `${P}/shift-calendar/confirm-shifts-publishing/{batch}`,
    (ctx) => json(shifts.confirmPublishing(ctx.userId(), idParam(ctx, 'batch'), stamp())),
    { can: ['view_shift_calendar'] },
  );
  router.post(
    `${P}/shift-calendar/cancel-shifts-publishing/{batch}`,
    (ctx) => json(shifts.cancelPublishing(ctx.userId(), idParam(ctx, 'batch'), stamp())),
    { can: ['view_shift_calendar'] },
  );
  router.post(
    `${P}/shift-calendar/clear-shift-preview`,
    async (ctx) => json(shifts.clearPreview(parseWith(clearShiftPayloadSchema, await ctx.body()))),
    { can: ['view_shift_calendar'] },
  );
  router.post(
    `${P}/shift-calendar/clear-shift-confirmed`,
    async (ctx) => json(shifts.clearConfirmed(ctx.userId(), parseWith(clearShiftPayloadSchema, await ctx.body()), stamp())),
    { can: ['view_shift_calendar'] },
  );
}
