import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../../lib/messages';
import { todayInZone } from '../../../lib/date-time/zone';
import { AssignedPeople } from '../domain/assigned-people';
import { Employees } from '../domain/employees';
import { HOLIDAY_MEMBERSHIP, HolidayStore, LEAVE_POLICY_KIND, LEAVE_REVIEW_KIND, POLICY_MEMBERSHIP, PolicyTypes, REVIEW_MEMBERSHIP } from '../domain/leave-settings';
import { NamedItems } from '../domain/named-items';
import { PersonHolidays } from '../domain/profile-leave';
import { positiveId, positiveInt } from '../http/params';
import { json, notFound, unprocessable, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { profileAccess } from './profile-sections';

/**
 * A person's leave on their profile (spec part 2 §7 "Profile": leave and
 * leave/policy-review/update; leave/holidays with assignable-data, assign-data
 * and remove): the leave policy and review process they are in, and the
 * holidays they have. Read by the person and holders of view_employee;
 * changed by holders of edit_employee. Leave balances are the leave screens'.
 */

const PROFILE = '/employee/employee/profile';

/** Reads a person's leave policy and review process, and their holidays. */
function leaveReader({ db, settings }: Services) {
  const policies = new NamedItems(db, LEAVE_POLICY_KIND);
  const reviews = new NamedItems<{ review_condition: number }>(db, LEAVE_REVIEW_KIND);
  const policyTypes = new PolicyTypes(db);
  const inPolicy = new AssignedPeople(db, POLICY_MEMBERSHIP);
  const inReview = new AssignedPeople(db, REVIEW_MEMBERSHIP);
  const personHolidays = new PersonHolidays(db);
  const thisYear = () => Number(todayInZone(settings.get().timezone).slice(0, 4));
  return {
    policies,
    reviews,
    inPolicy,
    inReview,
    personHolidays,
    thisYear,
    leaveOf(userId: number) {
      const policyId = inPolicy.itemOf(userId);
      const reviewId = inReview.itemOf(userId);
      const policy = policyId === undefined ? undefined : policies.find(policyId);
      const review = reviewId === undefined ? undefined : reviews.find(reviewId);
      return {
        leave_policy: policy ? { id: policy.id, name: policy.name } : null,
        leave_review: review ? { id: review.id, name: review.name, review_condition: review.review_condition as 1 | 2 } : null,
        leave_types: policy ? policyTypes.of(policy.id) : [],
      };
    },
  };
}

export function registerProfileLeave(router: Router, services: Services): void {
  const { db } = services;
  const employees = new Employees(db);
  const { policies, reviews, inPolicy, inReview, personHolidays, thisYear, leaveOf } = leaveReader(services);
  const inHoliday = new AssignedPeople(db, HOLIDAY_MEMBERSHIP);
  const holidays = new HolidayStore(db);

  const { readable, hrWritable: writable } = profileAccess(employees);

  router.get(`${PROFILE}/{user_id}/leave`, (ctx) => json({ data: leaveOf(readable(ctx).id) }), { auth: true });

  /** Moves the person into the chosen policy and review process; an empty choice takes them out. */
  router.post(
    `${PROFILE}/{user_id}/leave/policy-review/update`,
    async (ctx) => {
      const record = writable(ctx);
      const body = ((await ctx.body()) ?? {}) as Record<string, unknown>;
      const errors: Record<string, string[]> = {};
      const choice = (field: string, items: { find: (id: number) => unknown }) => {
        const raw = body[field];
        if (raw === undefined || raw === null || raw === '') return null;
        const id = positiveId(raw);
        if (id === null || !items.find(id)) errors[field] = [VALIDATION_MESSAGES.invalidSubmission];
        return id;
      };
      const policyId = choice('leave_policy_id', policies);
      const reviewId = choice('leave_review_id', reviews);
      if (Object.keys(errors).length) throw validationFailed(errors);
      db.transaction(() => {
        const current = { policy: inPolicy.itemOf(record.id), review: inReview.itemOf(record.id) };
        if (policyId !== null) inPolicy.assign(policyId, [record.id]);
        else if (current.policy !== undefined) inPolicy.remove(current.policy, record.id);
        if (reviewId !== null) inReview.assign(reviewId, [record.id]);
        else if (current.review !== undefined) inReview.remove(current.review, record.id);
      })();
      return json({ message: DIALOG_TEXTS.success.edit, data: leaveOf(record.id) });
    },
    { auth: true },
  );

  // ── Holidays ────────────────────────────────────────────────────────────

  router.get(
    `${PROFILE}/{user_id}/leave/holidays`,
    (ctx) => {
      const record = readable(ctx);
      const year = positiveInt(ctx.query.get('year'), thisYear(), 9999);
      return json({ data: personHolidays.of(record.id, year), year, calendar_years: holidays.years([thisYear(), thisYear() + 1]) });
    },
    { auth: true },
  );

  router.get(`${PROFILE}/{user_id}/leave/holidays/assignable-data`, (ctx) => json({ data: personHolidays.assignable(writable(ctx).id, thisYear()) }), { auth: true });

  /** Adds the person to holidays for chosen people (spec "Employee assignment" messages). */
  router.post(
    `${PROFILE}/{user_id}/leave/holidays/assign-data`,
    async (ctx) => {
      const record = writable(ctx);
      const body = ((await ctx.body()) ?? {}) as Record<string, unknown>;
      const raw = body.holidays;
      if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) throw validationFailed({ holidays: [VALIDATION_MESSAGES.required] });
      const ids = Array.isArray(raw) ? raw.map(positiveId) : [null];
      const assignable = new Set(personHolidays.assignable(record.id, thisYear()).map((holiday) => holiday.id));
      if (ids.some((id) => id === null || !assignable.has(id))) throw validationFailed({ holidays: [VALIDATION_MESSAGES.invalidSubmission] });
      db.transaction(() => ids.forEach((id) => inHoliday.assign(id!, [record.id])))();
      return json({ message: DIALOG_TEXTS.success.add });
    },
    { auth: true },
  );

  router.post(
    `${PROFILE}/{user_id}/leave/holidays/remove`,
    async (ctx) => {
      const record = writable(ctx);
      const body = ((await ctx.body()) ?? {}) as Record<string, unknown>;
      const id = positiveId(body.holiday_id);
      if (id === null) throw validationFailed({ holiday_id: [VALIDATION_MESSAGES.invalidSubmission] });
      const holiday = holidays.find(id);
      if (!holiday) throw notFound();
      if (holiday.for_everyone) throw unprocessable('This holiday is for everyone: it cannot be removed for one person.');
      if (!inHoliday.remove(id, record.id)) throw notFound();
      return json({ message: DIALOG_TEXTS.success.delete });
    },
    { auth: true },
  );
}
