import { LEAVE_DAYS_MAX, LEAVE_DESCRIPTION_MAX, LEAVE_NAME_MAX, REVIEW_APPROVERS_MAX } from '../../../lib/leave/limits';
import { REVIEW_CONDITIONS } from '../../../lib/leave/review';
import {
  holidayImportPayloadSchema,
  holidayPayloadSchema,
  leavePolicyPayloadSchema,
  leaveReviewPayloadSchema,
  leaveSetupSchema,
  leaveTypePayloadSchema,
  welcomeWizardPayloadSchema,
} from '../../../lib/leave/schemas';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../../lib/messages';
import { WIZARD_DISMISS_PERMISSIONS } from '../../../lib/leave/wizard-steps';
import { AssignedPeople } from '../domain/assigned-people';
import {
  HOLIDAY_MEMBERSHIP,
  HolidayStore,
  LEAVE_POLICY_KIND,
  LEAVE_REVIEW_KIND,
  LEAVE_TYPE_KIND,
  LeaveSetupStore,
  POLICY_MEMBERSHIP,
  PolicyTypes,
  REVIEW_MEMBERSHIP,
  ReviewApprovers,
  welcomeWizard,
} from '../domain/leave-settings';
import { DETACH_ACTION, NamedItems, type Described } from '../domain/named-items';
import { countryOfTimeZone, importCountries, importCountry, publicHolidays } from '../domain/public-holidays';
import { toPerson } from '../domain/users';
import { todayInZone } from '../../../lib/date-time/zone';
import { idParam, pagedBody, paging, positiveInt, searchParam } from '../http/params';
import { confirmedAction, inUse, json, notFound, validationFailed, type FieldErrors } from '../http/respond';
import type { RequestContext } from '../http/context';
import type { Router } from '../http/router';
import { parseWith, validate } from '../http/validate';
import type { Services } from '../services';
import { assignedUsersOf, registerAssignedPeople } from './assigned-people';
import { SELECT_LIST_PAGE_SIZE } from '../../../lib/constants';

/**
 * Leave settings (spec part 2 §7 "Leave review assigned users", "Leave setup",
 * "Leave types and policies", "Holidays"), all under /settings/leave/leave/.
 * Types, policies and review processes are named items (the generic module's
 * class); policies, review processes and holidays have assigned people (the
 * generic module's calls). A person is in one policy and one review process.
 */

const P = '/settings/leave/leave';
const NAME_RULES = { name: { type: 'string', required: true, max: LEAVE_NAME_MAX } } as const;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (value: string) => YMD.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Checks a whole number of days within 0..LEAVE_DAYS_MAX, adding Laravel's message to `errors`. */
function checkDays(value: unknown, field: string, errors: FieldErrors): number {
  const label = field.replace(/^.*\./, '').replaceAll('_', ' ');
  if (typeof value !== 'number' || !Number.isInteger(value)) (errors[field] ??= []).push(`The ${label} field must be an integer.`);
  else if (value < 0 || value > LEAVE_DAYS_MAX) (errors[field] ??= []).push(`The ${label} field must be between 0 and ${LEAVE_DAYS_MAX}.`);
  return value as number;
}

/** The name of a store body (required, trimmed, at most LEAVE_NAME_MAX), unique among `items` (except the edited one). */
function nameOf<E extends object>(body: unknown, items: NamedItems<E>, id: number | undefined, errors: FieldErrors): string {
  try {
    const { name } = validate(body, NAME_RULES);
    if (items.nameTaken(name, id)) errors.name = ['The name has already been taken.'];
    return name;
  } catch (error) {
    Object.assign(errors, (error as { body: { errors: FieldErrors } }).body.errors);
    return '';
  }
}

function descriptionOf(value: string | null | undefined, errors: FieldErrors): string | null {
  const text = value?.trim() || null;
  if (text && text.length > LEAVE_DESCRIPTION_MAX) errors.description = [`The description field must not be greater than ${LEAVE_DESCRIPTION_MAX} characters.`];
  return text;
}

const fail = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw validationFailed(errors);
};

export function registerLeaveSettings(router: Router, services: Services): void {
  const { db, settings, config } = services;
  const rowsPerPage = () => settings.get().rows_per_page;
  const person = (row: Parameters<typeof toPerson>[1]) => toPerson(config.publicUrl, row);
  const people = new AssignedPeople(db, POLICY_MEMBERSHIP);

  /** The one delete protocol: 404, or 460 with the detach action while in use, else deleted. */
  const deleteNamed = <E extends object>(items: NamedItems<E>, ctx: RequestContext) => {
    const outcome = items.delete(idParam(ctx, 'id'), confirmedAction(ctx.query, DETACH_ACTION));
    if ('missing' in outcome) throw notFound();
    if (!outcome.deleted) throw inUse(items.kind.inUseMessage(outcome.inUse, outcome.name), DETACH_ACTION);
    return json({ message: DIALOG_TEXTS.success.delete });
  };
  const found = <T>(item: T | undefined): T => {
    if (!item) throw notFound();
    return item;
  };

  // ── Leave types ───────────────────────────────────────────────────────

  const types = new NamedItems<{ total_days: number }>(db, LEAVE_TYPE_KIND);
  const T = `${P}/leave-types`;
  const typeView = ['view_leave_type'];
  const typeManage = ['manage_leave_type'];
  const typeOf = (id: number) => found(types.find(id));

  // Policy forms and leave screens choose from the full list.
  router.get(`${T}/list`, () => json({ data: types.list().map((item) => typeOf(item.id)) }), { can: [...typeView, 'view_leave_policy'] });
  router.get(
    `${T}/index`,
    (ctx) => {
      const { page, perPage } = paging(ctx, rowsPerPage());
      const { rows, total } = types.page(searchParam(ctx), page, perPage);
      return json(pagedBody(page, perPage, { rows: rows.map(({ people_count, ...row }) => ({ ...row, policy_count: people_count })), total }));
    },
    { can: typeView },
  );
  router.get(`${T}/edit/{id}`, (ctx) => json({ data: typeOf(idParam(ctx, 'id')) }), { can: typeView });
  router.post(
    `${T}/store`,
    async (ctx) => {
      const body = parseWith(leaveTypePayloadSchema, await ctx.body());
      if (body.id !== undefined) typeOf(body.id);
      const errors: FieldErrors = {};
      const name = nameOf(body, types, body.id, errors);
      const total_days = checkDays(body.total_days, 'total_days', errors);
      fail(errors);
      if (body.id === undefined) return json({ message: DIALOG_TEXTS.success.add, id: types.create(name, { total_days }) }, 201);
      types.update(body.id, name, { total_days });
      return json({ message: DIALOG_TEXTS.success.edit, id: body.id });
    },
    { can: typeManage },
  );
  router.delete(`${T}/delete/{id}`, (ctx) => deleteNamed(types, ctx), { can: typeManage });

  // ── Leave policies ────────────────────────────────────────────────────

  const policies = new NamedItems<Described>(db, LEAVE_POLICY_KIND);
  const policyTypes = new PolicyTypes(db);
  const L = `${P}/leave-policies`;
  const policyView = ['view_leave_policy'];
  const policyManage = ['manage_leave_policy'];
  const policyOf = (id: number) => {
    const policy = found(policies.find(id));
    return { ...policy, leave_types: policyTypes.of(id) };
  };

  router.get(`${L}/list`, () => json({ data: policies.list() }), { can: [...policyView, 'view_employee'] });
  router.get(
    `${L}/index`,
    (ctx) => {
      const { page, perPage } = paging(ctx, rowsPerPage());
      const { rows, total } = policies.page(searchParam(ctx), page, perPage);
      return json(pagedBody(page, perPage, { rows: rows.map((row) => ({ ...row, leave_types: policyTypes.of(row.id) })), total }));
    },
    { can: policyView },
  );
  router.get(`${L}/edit/{id}`, (ctx) => json({ data: policyOf(idParam(ctx, 'id')) }), { can: policyView });
  router.get(
    `${L}/{id}/view-leave-types`,
    (ctx) => {
      const policy = policyOf(idParam(ctx, 'id'));
      return json({ data: policy.leave_types, leave_policy: { id: policy.id, name: policy.name } });
    },
    { can: policyView },
  );
  router.post(
    `${L}/store`,
    async (ctx) => {
      const body = parseWith(leavePolicyPayloadSchema, await ctx.body());
      if (body.id !== undefined) found(policies.find(body.id));
      const errors: FieldErrors = {};
      const name = nameOf(body, policies, body.id, errors);
      const description = descriptionOf(body.description, errors);
      if (body.leave_types.length === 0) errors.leave_types = ['Choose at least one leave type.'];
      const ids = body.leave_types.map((type) => type.id);
      if (new Set(ids).size !== ids.length || policyTypes.unknown(ids).length) errors.leave_types = [VALIDATION_MESSAGES.invalidSubmission];
      body.leave_types.forEach((type, index) => checkDays(type.days, `leave_types.${index}.days`, errors));
      fail(errors);
      const id = db.transaction(() => {
        const policyId = body.id ?? policies.create(name, { description });
        if (body.id !== undefined) policies.update(body.id, name, { description });
        policyTypes.replace(policyId, body.leave_types);
        return policyId;
      })();
      return body.id === undefined ? json({ message: DIALOG_TEXTS.success.add, id }, 201) : json({ message: DIALOG_TEXTS.success.edit, id });
    },
    { can: policyManage },
  );
  router.delete(`${L}/delete/{id}`, (ctx) => deleteNamed(policies, ctx), { can: policyManage });

  registerAssignedPeople(router, services, {
    base: L,
    membership: POLICY_MEMBERSHIP,
    listParam: 'id',
    bodyKey: 'leave_policy_id',
    itemKey: 'leave_policy',
    view: policyView,
    manage: policyManage,
  });

  // ── Review processes ──────────────────────────────────────────────────

  const reviews = new NamedItems<{ review_condition: number }>(db, LEAVE_REVIEW_KIND);
  const approvers = new ReviewApprovers(db);
  const R = `${P}/leave-reviews`;
  const reviewView = ['view_leave_review'];
  const reviewManage = ['manage_leave_review'];
  const reviewRef = (id: number) => {
    const review = reviews.find(id);
    return review && { id: review.id, name: review.name, review_condition: review.review_condition };
  };
  const reviewOf = (id: number) => ({ ...found(reviewRef(id)), approvers: approvers.of(id).map(person) });

  router.get(`${R}/list`, () => json({ data: reviews.list() }), { can: [...reviewView, 'view_employee'] });
  router.get(
    `${R}/index`,
    (ctx) => {
      const { page, perPage } = paging(ctx, rowsPerPage());
      const { rows, total } = reviews.page(searchParam(ctx), page, perPage);
      return json(pagedBody(page, perPage, { rows: rows.map((row) => ({ ...row, approvers: approvers.of(row.id).map(person) })), total }));
    },
    { can: reviewView },
  );
  // Who may approve: any active person, searched and paged for the select list.
  router.get(
    `${R}/assignable-users/list`,
    (ctx) => {
      const { page, perPage } = paging(ctx, SELECT_LIST_PAGE_SIZE);
      const { rows, total } = people.everyone(searchParam(ctx), page, perPage);
      return json(pagedBody(page, perPage, { rows: rows.map(person), total }));
    },
    { can: reviewManage },
  );
  router.get(`${R}/edit/{id}`, (ctx) => json({ data: reviewOf(idParam(ctx, 'id')) }), { can: reviewView });
  router.get(
    `${R}/{id}/view-approvers`,
    (ctx) => {
      const { approvers: data, ...leave_review } = reviewOf(idParam(ctx, 'id'));
      return json({ data, leave_review });
    },
    { can: reviewView },
  );
  router.post(
    `${R}/store`,
    async (ctx) => {
      const body = parseWith(leaveReviewPayloadSchema, await ctx.body());
      if (body.id !== undefined) found(reviews.find(body.id));
      const errors: FieldErrors = {};
      const name = nameOf(body, reviews, body.id, errors);
      if (!REVIEW_CONDITIONS.some((condition) => condition.id === body.review_condition)) errors.review_condition = ['The selected review condition is invalid.'];
      if (body.approvers.length === 0) errors.approvers = [VALIDATION_MESSAGES.required];
      else if (body.approvers.length > REVIEW_APPROVERS_MAX) errors.approvers = [`Choose at most ${REVIEW_APPROVERS_MAX} approvers.`];
      else if (new Set(body.approvers).size !== body.approvers.length || people.invalidPeople(body.approvers).length) {
        errors.approvers = [VALIDATION_MESSAGES.invalidSubmission];
      }
      fail(errors);
      const extra = { review_condition: body.review_condition };
      const id = db.transaction(() => {
        const reviewId = body.id ?? reviews.create(name, extra);
        if (body.id !== undefined) reviews.update(body.id, name, extra);
        approvers.replace(reviewId, body.approvers);
        return reviewId;
      })();
      return body.id === undefined ? json({ message: DIALOG_TEXTS.success.add, id }, 201) : json({ message: DIALOG_TEXTS.success.edit, id });
    },
    { can: reviewManage },
  );
  router.delete(`${R}/delete/{id}`, (ctx) => deleteNamed(reviews, ctx), { can: reviewManage });

  registerAssignedPeople(router, services, {
    base: R,
    membership: REVIEW_MEMBERSHIP,
    listParam: 'id',
    bodyKey: 'leave_review_id',
    itemKey: 'leave_review',
    view: reviewView,
    manage: reviewManage,
    describe: reviewRef,
  });

  // ── Leave setup ───────────────────────────────────────────────────────

  const setup = new LeaveSetupStore(db);
  router.get(`${P}/leave-setup/index`, () => json({ data: setup.values() }), { can: ['configure_leave_setup'] });
  router.post(
    `${P}/leave-setup/update`,
    async (ctx) => json({ message: DIALOG_TEXTS.success.edit, data: setup.update(parseWith(leaveSetupSchema, await ctx.body())) }),
    { can: ['configure_leave_setup'] },
  );

  // The settings welcome wizard (spec part 2 "Search and application settings": welcome-wizard update), its state kept with the leave setup.
  router.post(
    '/settings/general/application/welcome-wizard/update',
    async (ctx) => {
      setup.dismissWizard(!parseWith(welcomeWizardPayloadSchema, await ctx.body()).settings_welcome_wizard);
      return json({ message: DIALOG_TEXTS.success.edit, settings_welcome_wizard: welcomeWizard(db, setup) });
    },
    { can: WIZARD_DISMISS_PERMISSIONS },
  );

  // ── Holidays ──────────────────────────────────────────────────────────

  const holidays = new HolidayStore(db);
  const H = `${P}/holidays`;
  const holidayView = ['view_holiday'];
  const holidayManage = ['manage_holiday'];
  const thisYear = () => Number(todayInZone(settings.get().timezone).slice(0, 4));
  const holidayMembers = new AssignedPeople(db, HOLIDAY_MEMBERSHIP);

  router.get(
    `${H}/index`,
    (ctx) => {
      const now = thisYear();
      const year = positiveInt(ctx.query.get('year'), now, 9999);
      const { page, perPage } = paging(ctx, rowsPerPage());
      return json({
        ...pagedBody(page, perPage, holidays.page(year, searchParam(ctx), page, perPage)),
        year,
        calendar_years: holidays.years([now, now + 1]),
        settings_welcome_wizard: welcomeWizard(db, setup),
      });
    },
    { can: holidayView },
  );
  // The people a new holiday may be given to (the store form's select list).
  router.get(
    `${H}/assignable-data`,
    (ctx) => {
      const { page, perPage } = paging(ctx, SELECT_LIST_PAGE_SIZE);
      const { rows, total } = holidayMembers.everyone(searchParam(ctx), page, perPage);
      return json(pagedBody(page, perPage, { rows: rows.map(person), total }));
    },
    { can: holidayManage },
  );
  router.get(
    `${H}/edit/{id}`,
    (ctx) => {
      const holiday = found(holidays.find(idParam(ctx, 'id')));
      const users = holiday.for_everyone ? [] : holidayMembers.members(holiday.id, '', 1, Number.MAX_SAFE_INTEGER).rows.map(person);
      return json({ data: { ...holiday, users } });
    },
    { can: holidayView },
  );
  router.post(
    `${H}/store`,
    async (ctx) => {
      const body = parseWith(holidayPayloadSchema, await ctx.body());
      const existing = body.id === undefined ? undefined : found(holidays.find(body.id));
      const errors: FieldErrors = {};
      let name = '';
      try {
        name = validate(body, NAME_RULES).name;
      } catch (error) {
        Object.assign(errors, (error as { body: { errors: FieldErrors } }).body.errors);
      }
      const description = descriptionOf(body.description, errors);
      const start = body.start_date.trim();
      const end = body.end_date?.trim() || start;
      if (!start) errors.start_date = ['The start date field is required.'];
      else if (!isDate(start)) errors.start_date = ['The start date field must be a valid date.'];
      else if (!isDate(end)) errors.end_date = ['The end date field must be a valid date.'];
      else if (end < start) errors.end_date = ['The end date field must be a date after or equal to start date.'];
      else if (end.slice(0, 4) !== start.slice(0, 4)) errors.end_date = [`The end date must be in the holiday’s calendar year (${start.slice(0, 4)}).`];
      let users: number[] = [];
      if (!body.for_everyone) {
        try {
          users = assignedUsersOf(holidayMembers, body.users);
        } catch (error) {
          Object.assign(errors, (error as { body: { errors: FieldErrors } }).body.errors);
        }
      }
      fail(errors);
      const values = { name, start_date: start, end_date: end, description, for_everyone: body.for_everyone };
      const id = db.transaction(() => {
        const holidayId = existing?.id ?? holidays.create({ ...values, country_code: null });
        if (existing) holidays.update(existing.id, values);
        if (!body.for_everyone) {
          db.prepare('DELETE FROM holiday_users WHERE holiday_id = ?').run(holidayId);
          holidayMembers.assign(holidayId, users);
        }
        return holidayId;
      })();
      return existing ? json({ message: DIALOG_TEXTS.success.edit, id }) : json({ message: DIALOG_TEXTS.success.add, id }, 201);
    },
    { can: holidayManage },
  );
  router.delete(
    `${H}/delete/{id}`,
    (ctx) => {
      const holiday = found(holidays.find(idParam(ctx, 'id')));
      const chosen = holidays.chosenPeople(holiday.id);
      if (chosen > 0 && !confirmedAction(ctx.query, DETACH_ACTION)) {
        throw inUse(`“${holiday.name}” is given to ${chosen === 1 ? '1 person' : `${chosen} people`}. Deleting it takes it off their calendars.`, DETACH_ACTION);
      }
      holidays.delete(holiday.id);
      return json({ message: DIALOG_TEXTS.success.delete });
    },
    { can: holidayManage },
  );

  registerAssignedPeople(router, services, {
    base: H,
    membership: HOLIDAY_MEMBERSHIP,
    listParam: 'id',
    bodyKey: 'holiday_id',
    itemKey: 'holiday',
    view: holidayView,
    manage: holidayManage,
    describe: (id) => {
      const holiday = holidays.find(id);
      return holiday && { id: holiday.id, name: holiday.name, for_everyone: holiday.for_everyone };
    },
    isForEveryone: (id) => !!holidays.find(id)?.for_everyone,
    forEveryoneMessage: 'This holiday is everyone’s. Edit it to give it to chosen people instead.',
  });

  // ── Holiday import ────────────────────────────────────────────────────

  /** The default country: the tenant's (by its time zone), else the first with rules. */
  const homeCountry = () => countryOfTimeZone(settings.get().timezone) ?? importCountries()[0]!;
  const importYears = () => [thisYear(), thisYear() + 1];

  router.get(
    `${H}/import/index`,
    (ctx) => {
      const asked = ctx.query.get('country_id');
      const country = asked ? importCountry(Number(asked)) : homeCountry();
      if (!country) throw validationFailed({ country_id: ['The selected country id is invalid.'] });
      const year = positiveInt(ctx.query.get('year'), thisYear(), 9999);
      if (!importYears().includes(year)) throw validationFailed({ year: ['The selected year is invalid.'] });
      const days = publicHolidays(country.code, year);
      const covered = holidays.coveredDates(days.map((day) => day.date));
      return json({
        data: days.map((day) => ({ ...day, imported: covered.has(day.date) })),
        country_id: country.id,
        year,
        countries: importCountries(),
        years: importYears(),
      });
    },
    { can: holidayManage },
  );
  router.post(
    `${H}/import/store`,
    async (ctx) => {
      const body = parseWith(holidayImportPayloadSchema, await ctx.body());
      const country = importCountry(body.country_id);
      const errors: FieldErrors = {};
      if (!country) errors.country_id = ['The selected country id is invalid.'];
      if (!importYears().includes(body.year)) errors.year = ['The selected year is invalid.'];
      if (body.dates.length === 0) errors.dates = [VALIDATION_MESSAGES.required];
      fail(errors);
      const days = new Map(publicHolidays(country!.code, body.year).map((day) => [day.date, day.name]));
      if (body.dates.some((date) => !days.has(date))) throw validationFailed({ dates: [VALIDATION_MESSAGES.invalidSubmission] });
      // A second import of the same day adds nothing: days a holiday already covers are skipped.
      const result = db.transaction(() => {
        const wanted = [...new Set(body.dates)];
        const covered = holidays.coveredDates(wanted);
        for (const date of wanted.filter((day) => !covered.has(day))) {
          holidays.create({ name: days.get(date)!, start_date: date, end_date: date, description: null, for_everyone: true, country_code: country!.code });
        }
        return { imported: wanted.length - covered.size, skipped: covered.size };
      })();
      return json({ message: DIALOG_TEXTS.success.add, ...result });
    },
    { can: holidayManage },
  );
}
