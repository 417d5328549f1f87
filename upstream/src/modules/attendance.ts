import { personMatches } from '../db/text-search';
import type { Statement } from 'better-sqlite3';
import { z } from 'zod';
import { SELECT_LIST_PAGE_SIZE } from '../../../lib/constants';
import { datesBetween } from '../../../lib/date-time/calendar';
import {
  addAttendancePayloadSchema,
  attendanceUpdatePayloadSchema,
  clockOutPayloadSchema,
  flagsPayloadSchema,
  type BirdView,
  type BirdViewRow,
  type CalendarData,
  type MyShiftCalendar,
} from '../../../lib/time/schemas';
import type { RequestContext } from '../http/context';
import { forbidden, json, notFound, pageMeta } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import type { Services } from '../services';
import { calendarDays, dayKey, dischargedFrom, joinedOn, monthlySummary, ON_STAFF_SQL, onStaffFrom, toPerson, type PersonRow } from '../domain/attendance';
import { PERSON_ROW_COLUMNS } from '../domain/users';
import { timeDomain, type Actor } from '../domain/attendance-service';
import { LEAVE_SPENT_TYPES } from '../domain/attendance-setup';
import { idParam, paging, requiredId } from '../http/params';
import { requireAllowedNetwork } from '../http/client-address';
import { currentCycleMonth, cyclePeriod, dateParam, monthBounds, monthParam } from './attendance-params';

/**
 * Time and attendance (spec part 1 §7 "Attendance (under /time/attendance/)"):
 * clocking, the calendars (self, any person, archived people), the bird view,
 * attendance details and reviewers' changes, adding a missing day, and the
 * employee's shift calendar.
 */

const P = '/time/attendance';
const CLOCKING = ['allow_clock_in_out_attendance', 'allow_clock_break_resume_attendance'];
const ADD = ['add_attendance', 'edit_any_attendance'];
const EDIT = ['edit_any_attendance'];

const PERSON_COLUMNS = `${PERSON_ROW_COLUMNS}, u.status, u.archived_at, u.joining_date`;
const PEOPLE_FROM = `users u LEFT JOIN designations d ON d.id = u.designation_id`;
const SEARCH = personMatches('u.first_name', 'u.last_name', 'd.name');
const ORDER = `u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id`;

type SearchArgs = { search: string; start: string };

const actorOf = (ctx: RequestContext): Actor => ({ id: ctx.userId(), permissions: ctx.permissions() });

/** Adding a missing day: add_attendance adds one's own (reviewed later); someone else's needs edit_any_attendance. */
const mayAddFor = (ctx: RequestContext, userId: number): boolean => {
  const permissions = ctx.permissions();
  return permissions.has('edit_any_attendance') || (permissions.has('add_attendance') && userId === ctx.userId());
};

const clockInSchema = z.object({ working_place: z.union([z.literal(1), z.literal(2)]).optional() });
const unassignedSchema = z.object({ shift_template_id: z.number().int() });
// A missing nature is the 424 'Just A Minute' case, not a 422: the service decides.
const clockOutSchema = clockOutPayloadSchema.partial();

export function registerAttendance(router: Router, services: Services): void {
  const { attendance, shifts, setup } = timeDomain(services);
  const { db, config } = services;
  const person = attendance.store.findPerson.bind(attendance.store);

  const peoplePage: Statement<SearchArgs & { limit: number; offset: number }, PersonRow> = db.prepare(
    `SELECT ${PERSON_COLUMNS} FROM ${PEOPLE_FROM} WHERE ${ON_STAFF_SQL} AND ${SEARCH} ORDER BY ${ORDER} LIMIT @limit OFFSET @offset`,
  );
  const peopleCount = db.prepare<SearchArgs, number>(`SELECT COUNT(*) FROM ${PEOPLE_FROM} WHERE ${ON_STAFF_SQL} AND ${SEARCH}`).pluck();

  const search = (ctx: RequestContext, start: string): SearchArgs => {
    const text = (ctx.query.get('search') ?? '').trim().slice(0, 100);
    return { search: text, start };
  };
  const now = () => {
    const wall = attendance.wallNow();
    return { wall, today: wall.slice(0, 10) };
  };
  const publicPerson = (row: PersonRow) => toPerson(config.publicUrl, row);

  /** One person's days of the month asked for (`?month=`, this month by default). */
  const monthOf = (ctx: RequestContext, row: PersonRow) => {
    const { wall, today } = now();
    const month = monthParam(ctx, today);
    const { start, end } = monthBounds(month);
    const days = calendarDays(row.id, datesBetween(start, end), attendance.store.range([row.id], start, end), setup.repeatOn(), wall, dischargedFrom(row), joinedOn(row));
    return { month, today, days };
  };

  /** One person's calendar month. Its status summary is a call of its own (calendar/{user_id}/monthly-summary). */
  const calendarOf = (ctx: RequestContext, row: PersonRow): CalendarData => {
    const { month, today, days } = monthOf(ctx, row);
    return {
      user: { ...publicPerson(row), status: row.status },
      month,
      today,
      first_day_of_week: services.settings.get().first_day_of_week,
      days,
      can_add_attendance: row.status === 'active' && mayAddFor(ctx, row.id),
    };
  };

  /** The bird view's period and rows for a page of people. */
  const birdViewPeriod = (ctx: RequestContext) => {
    const { wall, today } = now();
    const startDay = setup.cycleStartDay();
    const month = ctx.query.get('month') ? monthParam(ctx, today) : currentCycleMonth(today, startDay);
    return { wall, today, ...cyclePeriod(month, startDay) };
  };
  const birdViewRows = (rows: PersonRow[], start: string, end: string, wall: string): BirdViewRow[] => {
    const data = attendance.store.range(
      rows.map((row) => row.id),
      start,
      end,
    );
    const dates = datesBetween(start, end);
    const repeatOn = setup.repeatOn();
    return rows.map((row) => {
      const discharged = dischargedFrom(row);
      return { user: publicPerson(row), discharged_date: discharged, days: calendarDays(row.id, dates, data, repeatOn, wall, discharged, joinedOn(row)) };
    });
  };

  // ── Clocking ──────────────────────────────────────────────────────────

  router.get(`${P}/clock/summary`, (ctx) => json(attendance.summary(actorOf(ctx))), { can: CLOCKING });
  router.get(
    `${P}/clock/short-summary`,
    (ctx) => {
      const { clocks: _clocks, ...short } = attendance.summary(actorOf(ctx));
      return json(short);
    },
    { can: CLOCKING },
  );
  router.post(
    `${P}/clock/in`,
    async (ctx) => {
      // Network setup: a clock in only from the company's addresses, when it lists any.
      requireAllowedNetwork(ctx);
      return json(attendance.clockIn(actorOf(ctx), parseWith(clockInSchema, await ctx.body()).working_place));
    },
    { can: ['allow_clock_in_out_attendance'] },
  );
  router.post(`${P}/clock/break`, (ctx) => json(attendance.startBreak(actorOf(ctx))), { can: ['allow_clock_break_resume_attendance'] });
  router.post(`${P}/clock/resume`, (ctx) => json(attendance.resume(actorOf(ctx))), { can: ['allow_clock_break_resume_attendance'] });
  router.post(`${P}/clock/out-general`, (ctx) => json(attendance.clockOutGeneral(actorOf(ctx))), { can: ['allow_clock_in_out_attendance'] });
  router.post(
    `${P}/clock/out-normal`,
    async (ctx) => json(attendance.clockOutNormal(actorOf(ctx), parseWith(clockOutSchema, await ctx.body()))),
    { can: ['allow_clock_in_out_attendance'] },
  );
  router.post(
    `${P}/clock/out-abnormal`,
    async (ctx) => json(attendance.clockOutAbnormal(actorOf(ctx), parseWith(clockOutSchema, await ctx.body()))),
    { can: ['allow_clock_in_out_attendance'] },
  );

  // ── Calendars ─────────────────────────────────────────────────────────

  router.get(`${P}/calendar/self-data`, (ctx) => json(calendarOf(ctx, person(ctx.userId())!)), { can: ['view_attendance'] });

  router.get(
    `${P}/calendar/all-data`,
    (ctx) => {
      const row = person(requiredId(ctx, 'user_id'));
      if (!row || row.status === 'archived') throw notFound();
      return json(calendarOf(ctx, row));
    },
    { can: ['view_any_attendance'] },
  );

  router.get(
    `${P}/calendar/archived/all-data`,
    (ctx) => {
      const row = person(requiredId(ctx, 'user_id'));
      if (!row || row.status !== 'archived') throw notFound();
      return json(calendarOf(ctx, row));
    },
    { can: ['view_archived_employee'] },
  );

  router.get(
    `${P}/calendar/{user_id}/monthly-summary`,
    (ctx) => {
      const userId = idParam(ctx, 'user_id');
      const row = person(userId);
      // One's own month, anyone's with view_any_attendance, an archived person's with view_archived_employee (as their calendars).
      const permissions = ctx.permissions();
      const allowed =
        userId === ctx.userId() || permissions.has('view_any_attendance') || (row?.status === 'archived' && permissions.has('view_archived_employee'));
      if (!allowed) throw forbidden();
      if (!row) throw notFound();
      const { month, today, days } = monthOf(ctx, row);
      return json({ data: monthlySummary(month, days, today) });
    },
    { can: ['view_any_attendance', 'view_attendance', 'view_archived_employee'] },
  );

  // ── Bird view ─────────────────────────────────────────────────────────

  router.get(
    `${P}/bird-view/all-data`,
    (ctx) => {
      const { wall, today, start, end } = birdViewPeriod(ctx);
      const { page, perPage } = paging(ctx, services.settings.get().rows_per_page);
      const args = search(ctx, start);
      const rows = peoplePage.all({ ...args, limit: perPage, offset: (page - 1) * perPage });
      const body: BirdView = {
        data: birdViewRows(rows, start, end, wall),
        meta: pageMeta(page, perPage, peopleCount.get(args)!, rows.length),
        period: { start, end, today },
        leave_spent_types: LEAVE_SPENT_TYPES,
        welcome_wizard: !shifts.hasTemplates(),
      };
      return json(body);
    },
    { can: ['view_any_attendance'] },
  );

  router.get(
    `${P}/bird-view/table-row-data`,
    (ctx) => {
      const row = person(requiredId(ctx, 'user_id'));
      const { wall, start, end } = birdViewPeriod(ctx);
      if (!row || !onStaffFrom(row, start)) throw notFound();
      return json({ data: birdViewRows([row], start, end, wall)[0] });
    },
    { can: ['view_any_attendance'] },
  );

  // ── Details and reviewers' changes ────────────────────────────────────

  router.get(
    `${P}/details/{id}/{user_id}`,
    (ctx) => {
      const id = idParam(ctx, 'id');
      const userId = idParam(ctx, 'user_id');
      const permissions = ctx.permissions();
      if (userId !== ctx.userId() && !permissions.has('view_any_attendance')) throw forbidden();
      const entry = attendance.entry(id);
      const row = person(userId);
      if (!entry || !row || entry.user_id !== userId) throw notFound();
      const canEdit = permissions.has('edit_any_attendance');
      return json({
        data: entry,
        user: publicPerson(row),
        can: {
          edit: canEdit,
          dismiss_irregular: canEdit && entry.count_unapproved > 0,
          update_flags: canEdit,
          update_unassigned: canEdit && entry.shift_start_time === null,
        },
      });
    },
    { can: ['view_any_attendance', 'view_attendance'] },
  );

  router.post(
    `${P}/{id}/update`,
    async (ctx) => {
      const { clocks, comment } = parseWith(attendanceUpdatePayloadSchema, await ctx.body());
      return json({ message: 'We’ve saved your edit successfully.', data: attendance.update(actorOf(ctx), idParam(ctx, 'id'), clocks, comment) });
    },
    { can: EDIT },
  );
  router.post(
    `${P}/{id}/irregular/dismiss`,
    (ctx) => json({ message: 'The irregular clocks are approved.', data: attendance.dismissIrregular(idParam(ctx, 'id')) }),
    { can: EDIT },
  );
  router.post(
    `${P}/{id}/unassigned/update`,
    async (ctx) => {
      const { shift_template_id } = parseWith(unassignedSchema, await ctx.body());
      return json({ message: 'The shift was assigned.', data: attendance.updateUnassigned(idParam(ctx, 'id'), shift_template_id) });
    },
    { can: EDIT },
  );
  router.post(
    `${P}/{id}/flags/update`,
    async (ctx) => json({ message: 'The flags were updated.', data: attendance.updateFlags(idParam(ctx, 'id'), parseWith(flagsPayloadSchema, await ctx.body())) }),
    { can: EDIT },
  );

  // ── Adding a missing day ──────────────────────────────────────────────

  router.get(
    `${P}/add-attendance/{user_id}/find-shift`,
    (ctx) => {
      const userId = idParam(ctx, 'user_id');
      if (!mayAddFor(ctx, userId)) throw forbidden();
      if (!person(userId)) throw notFound();
      return json({ data: attendance.findShift(userId, dateParam(ctx, 'working_date', now().today)) });
    },
    { can: ADD },
  );
  router.post(
    `${P}/add-attendance/store`,
    async (ctx) => {
      const payload = parseWith(addAttendancePayloadSchema, await ctx.body());
      if (!mayAddFor(ctx, payload.user_id)) throw forbidden();
      const id = attendance.addAttendance(actorOf(ctx), payload);
      return json({ message: 'You’ve successfully performed this action.', id });
    },
    { can: ADD },
  );

  // ── People and shifts ─────────────────────────────────────────────────

  router.get(
    `${P}/employees/list`,
    (ctx) => {
      const { page, perPage } = paging(ctx, SELECT_LIST_PAGE_SIZE);
      // Those on staff today: a person discharged already is not one to add attendance for.
      const args = search(ctx, now().today);
      const rows = peoplePage.all({ ...args, limit: perPage, offset: (page - 1) * perPage });
      return json({ data: rows.map(publicPerson), meta: pageMeta(page, perPage, peopleCount.get(args)!, rows.length) });
    },
    { can: ['view_any_attendance', 'view_shift_calendar'] },
  );

  router.get(
    `${P}/employee/shift-calendar/data`,
    (ctx) => {
      const userId = ctx.userId();
      const { today } = now();
      const month = monthParam(ctx, today);
      const { start, end } = monthBounds(month);
      const byDate = new Map<string, ReturnType<typeof shifts.myShifts>>();
      for (const shift of shifts.myShifts(userId, start, end)) byDate.set(shift.date, [...(byDate.get(shift.date) ?? []), shift]);
      // A public holiday is no working day, shift or not (as on My attendance).
      const { holidays, leave } = attendance.store.range([userId], start, end);
      const body: MyShiftCalendar = {
        has_any_shift: shifts.hasAnyShift(userId),
        calendar: {
          month,
          today,
          first_day_of_week: services.settings.get().first_day_of_week,
          days: datesBetween(start, end).map((date) => ({
            date,
            shifts: (byDate.get(date) ?? []).map(({ id, name, start_time, end_time, work_time }) => ({ id, name, start_time, end_time, work_time })),
            holiday: holidays.get(dayKey(userId, date)) ?? null,
            leave: ((row) => (row ? { name: row.name, spent_type: row.spent_type } : null))(leave.get(dayKey(userId, date))),
          })),
        },
        user: publicPerson(person(userId)!),
      };
      return json(body);
    },
    { can: ['view_attendance'] },
  );
}
