import { personMatches } from '../db/text-search';
import { formatDay, shiftDate } from '../../../lib/date-time/calendar';
import { todayInZone } from '../../../lib/date-time/zone';
import { COMMENT_MAX_LENGTH } from '../../../lib/constants';
import { UPLOAD_RULES } from '../../../lib/files/checks';
import {
  changeDecisionPayloadSchema,
  leaveCommentPayloadSchema,
  leaveDecisionPayloadSchema,
  leaveStorePayloadSchema,
  type AuthReview,
  type LeaveApplication,
  type LeaveRow,
  type LeaveStatus,
  type LeaveTypeBalance,
} from '../../../lib/leave/application-schemas';
import {
  balanceOf,
  countedDays,
  enabledDates,
  firstOverlap,
  leaveYearOf,
  leaveYearRange,
  SPENT_TYPES,
  totalDays,
  type LeaveDay,
} from '../../../lib/leave/leave-days';
import { ANYONE, reviewOutcome, type ReviewDecision } from '../../../lib/leave/review';
import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../../lib/messages';
import { FileStore, serializeFile } from '../domain/files';
import { LeaveApplications, type ApplicationRow, type ReviewerRow } from '../domain/leave-applications';
import { LeaveSetupStore, welcomeWizard } from '../domain/leave-settings';
import { createNotification, createNotifications } from '../domain/notifications';
import { toPerson, type PersonRow } from '../domain/users';
import type { RequestContext } from '../http/context';
import { idParam, pagedBody, paging, positiveInt } from '../http/params';
import { forbidden, json, notFound, unprocessable, validationFailed, type FieldErrors } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import type { Services } from '../services';

/**
 * Leave applications and lists (spec part 2 §7 "Leave lists", "Leave
 * application"; §4 states). The rules:
 * - a balance is the policy's days of a type minus approved and pending days in
 *   the leave year (a type the policy gives 0 days of has no limit);
 * - only working days count (holidays and days off inside a range do not,
 *   unless the leave setup counts them); a half day counts 0.5;
 * - a person's applications never overlap (pending and approved ones);
 * - review: the approvers of the person's review process at the time of
 *   applying, in order. Anyone: the first decision decides. Everyone: every
 *   approver must approve, one rejection rejects. A holder of
 *   review_any_leave_application who is not an approver decides outright;
 * - an approver reviews with review_any or view_review_leave_application while
 *   active. One who no longer can (the role lost them, another role, discharged)
 *   is not awaited: the approvers who can decide, and when they all have (or
 *   none is left), the application is decided, at their last decision or at the
 *   change of access (AccessChanges), the history saying why;
 * - an edit of a pending application clears the decisions so far; its reviewers
 *   are alerted of an edit and of a withdrawal, a reviewer whose decision the
 *   edit cleared with a request to review it again, and the person it is for of
 *   an edit by someone else (who applied for them);
 * - change decision (change_decision_leave_application) turns an approved
 *   application into a rejected one or back, which re-balances; withdrawing a
 *   pending application, or an approved one not yet begun, returns its days.
 * Permissions: own applications with view/apply_leave_application; anyone's with
 * view_any (and the list permissions); approvers see what they review
 * (view_review_leave_application).
 */

const A = '/leave/leave/application';
export const LEAVE_MESSAGES = {
  noteRequired: 'The note field is required.',
  decided: 'This leave application has already been decided.',
  withdrawn: 'This leave application has been withdrawn.',
  reviewedAlready: 'You have already reviewed this leave application.',
  notWithdrawable: 'Only a pending leave application, or an approved one that has not started, can be withdrawn.',
  notEditable: 'Only a pending leave application can be edited.',
  sameDecision: 'The leave application already has this decision.',
  commentMax: `The description field must not be greater than ${COMMENT_MAX_LENGTH} characters.`,
  commentRequired: 'The description field is required.',
} as const;
const LIST_PERMISSIONS = [
  'view_any_leave_application',
  'review_any_leave_application',
  'delete_any_leave_application',
  'change_decision_leave_application',
  'view_review_leave_application',
];
const SEE_ALL = LIST_PERMISSIONS.filter((name) => name !== 'view_review_leave_application');
const REASON_MAX = 500;
const NOTE_MAX = 500;
const COMMENTS_PER_PAGE = 20;
const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => YMD.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const fail = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw validationFailed(errors);
};

export function registerLeaveApplications(router: Router, services: Services): void {
  const { db, settings, config } = services;
  const store = new LeaveApplications(db, settings);
  const setup = new LeaveSetupStore(db);
  const files = new FileStore(db);
  const person = (row: PersonRow) => toPerson(config.publicUrl, row);
  const today = () => todayInZone(settings.get().timezone);
  const now = () => new Date().toISOString();
  /** Dates in alert texts and messages, spelled out so that every date format reads them. */
  const range = (start: string, end: string) => (start === end ? formatDay(start, 'd MMM yyyy') : `${formatDay(start, 'd MMM yyyy')} to ${formatDay(end, 'd MMM yyyy')}`);

  /** The window dates may be chosen in: from the past limit (or today) to the end of the next leave year. */
  const windowOf = () => {
    const rules = setup.values();
    const day = today();
    const from = rules.allow_past_dates ? shiftDate(day, -rules.past_dates_limit_days) : day;
    const to = leaveYearRange(leaveYearOf(day, rules.leave_year_start_month) + 1, rules.leave_year_start_month).end;
    return { from, to };
  };

  const balancesOf = (userId: number, except = 0): LeaveTypeBalance[] => {
    const startMonth = setup.values().leave_year_start_month;
    const current = leaveYearOf(today(), startMonth);
    const years = [current, current + 1].map((year) => ({ year, ...leaveYearRange(year, startMonth) }));
    const used = years.map((year) => store.usedDays(userId, year.start, year.end, except));
    return store.policyTypes(userId).map((type) => ({
      id: type.id,
      name: type.name,
      years: years.map((year, index) => {
        const { taken, pending } = used[index]!.get(type.id) ?? { taken: 0, pending: 0 };
        return { ...year, ...balanceOf(type.days, taken, pending) };
      }),
    }));
  };

  const can = (ctx: RequestContext, ...names: string[]) => names.some((name) => ctx.permissions().has(name));
  /** What the decision calls require of an approver (the route's permissions; one of them lets an approver see the application). */
  const REVIEWS = ['review_any_leave_application', 'view_review_leave_application'];
  /**
   * Whether approvers can still review, asked once per person in a request (a list asks for the
   * same few approvers on every row).
   */
  const reviewAccess = () => {
    const known = new Map<number, boolean>();
    return (userId: number) => {
      let reviews = known.get(userId);
      if (reviews === undefined) known.set(userId, (reviews = store.reviewsLeave(userId)));
      return reviews;
    };
  };
  /** Approvers whose decision is awaited: undecided, and still able to review. */
  const awaitedOf = (reviewers: readonly ReviewerRow[], reviews: (userId: number) => boolean) => reviewers.filter((reviewer) => reviewer.decision === null && reviews(reviewer.id));
  /** Where a pending application stands among the approvers that count: those who decided and those who still can. */
  const outcomeOf = (app: ApplicationRow, reviewers: readonly ReviewerRow[], reviews: (userId: number) => boolean): LeaveStatus => {
    const counted = reviewers.filter((reviewer) => reviewer.decision !== null || reviews(reviewer.id));
    const decisions = counted
      .filter((reviewer) => reviewer.decision !== null)
      .sort((a, b) => (a.decided_at! < b.decided_at! ? -1 : a.decided_at! > b.decided_at! ? 1 : a.position - b.position))
      .map((reviewer) => reviewer.decision!);
    return reviewOutcome(app.review_condition ?? ANYONE, counted.length, decisions);
  };
  /** Whether the caller may approve or reject it now: what decide() allows. */
  const canReview = (ctx: RequestContext, app: ApplicationRow, reviewers: readonly ReviewerRow[]) => {
    const me = ctx.userId();
    if (app.status !== 'pending' || app.user_id === me) return false;
    const mine = reviewers.find((reviewer) => reviewer.id === me);
    return mine ? mine.decision === null && can(ctx, ...REVIEWS) : can(ctx, 'review_any_leave_application');
  };
  const seesAll = (ctx: RequestContext) => can(ctx, ...SEE_ALL);
  const isApprover = (app: ApplicationRow, userId: number) => store.reviewers(app.id).some((reviewer) => reviewer.id === userId);

  /** 404 for an application that does not exist, 403 for one the caller may not see. */
  const visible = (ctx: RequestContext, id: number): ApplicationRow => {
    const app = store.find(id);
    if (!app) throw notFound();
    const me = ctx.userId();
    if (app.user_id === me || app.applied_by === me || seesAll(ctx)) return app;
    if (can(ctx, 'view_review_leave_application') && isApprover(app, me)) return app;
    throw forbidden();
  };

  const mayApplyFor = (ctx: RequestContext) => can(ctx, 'view_any_leave_application') && can(ctx, 'review_any_leave_application');

  const authReviewOf = (ctx: RequestContext, app: ApplicationRow | null): AuthReview => {
    const me = ctx.userId();
    const reviewers = app ? store.reviewers(app.id) : [];
    const mine = reviewers.find((reviewer) => reviewer.id === me);
    const isAuthor = !app || app.user_id === me;
    const pending = app?.status === 'pending';
    return {
      is_author: isAuthor,
      is_reviewer: !!mine,
      can_review: !!app && canReview(ctx, app, reviewers),
      can_change_decision: !!app && (app.status === 'approved' || app.status === 'rejected') && can(ctx, 'change_decision_leave_application'),
      can_withdraw: !!app && withdrawable(app) && (app.user_id === me || can(ctx, 'review_any_leave_application')),
      can_edit: !app || (pending && (app.user_id === me || app.applied_by === me)),
      can_delete: !!app && can(ctx, 'delete_any_leave_application'),
      decision: mine?.decision ?? null,
    };
  };
  const withdrawable = (app: ApplicationRow) => app.status === 'pending' || (app.status === 'approved' && app.start_date > today());

  const itemOf = (app: ApplicationRow) => ({
    id: app.id,
    user_id: app.user_id,
    leave_type: { id: app.leave_type_id, name: app.leave_type_name },
    start_date: app.start_date,
    end_date: app.end_date,
    spent_type: app.spent_type,
    days: app.days,
    day_list: store.days(app.id),
    reason: app.reason,
    status: app.status,
    created_at: app.created_at,
    updated_at: app.updated_at,
    history: store.events(app.id).map((event) => ({ action: event.action as never, by: person(event), status: event.status, note: event.note, at: event.created_at })),
  });

  /** The application entity of GET new and GET view. */
  const applicationBody = (ctx: RequestContext, authorId: number, app: ApplicationRow | null): LeaveApplication => {
    const author = store.person(authorId);
    if (!author) throw notFound();
    const rules = setup.values();
    const window = windowOf();
    const off = store.daysOff(authorId, window.from, window.to);
    const taken = new Set(store.takenDates(authorId, window.from, window.to, app?.id ?? 0).keys());
    const process = app ? null : store.reviewProcess(authorId);
    const reviews = reviewAccess();
    const reviewers = app
      ? store.reviewers(app.id).map((row) => ({
          reviewer: person(row),
          position: row.position,
          decision: row.decision,
          note: row.note,
          decided_at: row.decided_at,
          skipped: app.status === 'pending' && row.decision === null && !reviews(row.id),
        }))
      : (process?.approvers ?? [])
          .filter((id) => id !== authorId)
          .map((id, index) => ({ reviewer: person(store.person(id)!), position: index + 1, decision: null, note: null, decided_at: null }));
    const onBehalf =
      !app && mayApplyFor(ctx)
        ? db
            .prepare<[], PersonRow>(
              `SELECT u.id, u.first_name, u.last_name, u.username, u.avatar, d.name AS designation_name FROM users u
                 LEFT JOIN designations d ON d.id = u.designation_id WHERE u.status = 'active' AND EXISTS (SELECT 1 FROM leave_policy_users p WHERE p.user_id = u.id)
                ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE`,
            )
            .all()
            .map(person)
        : [];
    const attachment = UPLOAD_RULES.attachment;
    return {
      item: app ? itemOf(app) : null,
      application_id: app?.id ?? null,
      author: person(author),
      reviewers,
      review_condition: app ? app.review_condition : (process?.condition ?? null),
      review_name: app ? app.review_name : (process?.name ?? null),
      auth_review: authReviewOf(ctx, app),
      upload_meta: { max_bytes: attachment.maxBytes, max_count: attachment.maxCount, extensions: Object.keys(attachment.types) },
      attachments: app ? store.files(app.id).map((file) => serializeFile(config.publicUrl, file)) : [],
      leave_types: balancesOf(authorId, app?.id ?? 0),
      spent_types: rules.allow_half_day ? [...SPENT_TYPES] : SPENT_TYPES.filter((type) => type.key === 'full'),
      summary: {
        allow_half_day: rules.allow_half_day,
        count_non_working_days: rules.count_non_working_days,
        window_start: window.from,
        window_end: window.to,
        today: today(),
      },
      // A day off may start or end a leave where the setup counts days off as leave (the store call takes it then).
      enabled_dates: enabledDates(window.from, window.to, (date) => rules.count_non_working_days || !off.has(date), taken),
      days_off: [...off].map(([date, name]) => ({ date, name })),
      comments_count: app ? store.commentCount(app.id) : 0,
      on_behalf: onBehalf,
    };
  };

  router.get(
    `${A}/new`,
    (ctx) => {
      const asked = positiveInt(ctx.query.get('user_id'), ctx.userId());
      if (asked !== ctx.userId() && !mayApplyFor(ctx)) throw forbidden();
      return json(applicationBody(ctx, asked, null));
    },
    { can: ['apply_leave_application'] },
  );

  router.get(
    `${A}/view/{application_id}`,
    (ctx) => {
      const app = visible(ctx, idParam(ctx, 'application_id'));
      return json(applicationBody(ctx, app.user_id, app));
    },
    { can: ['view_leave_application', ...LIST_PERMISSIONS] },
  );

  // ── Store (new or an edit of a pending one) ────────────────────────────

  router.post(
    `${A}/store`,
    async (ctx) => {
      const body = parseWith(leaveStorePayloadSchema, await ctx.body());
      const me = ctx.userId();
      const existing = body.id === undefined ? undefined : store.find(body.id);
      if (body.id !== undefined && !existing) throw notFound();
      if (existing && existing.user_id !== me && existing.applied_by !== me) throw forbidden();
      if (existing && existing.status !== 'pending') throw unprocessable(LEAVE_MESSAGES.notEditable);
      const userId = existing?.user_id ?? body.user_id ?? me;
      if (!existing && userId !== me && !mayApplyFor(ctx)) throw forbidden();
      const applicant = store.person(userId);
      if (!applicant || applicant.status !== 'active') throw validationFailed({ user_id: ['The selected user id is invalid.'] });

      const rules = setup.values();
      const errors: FieldErrors = {};
      const types = store.policyTypes(userId);
      const type = types.find((item) => item.id === body.leave_type_id);
      if (body.leave_type_id == null) errors.leave_type_id = [VALIDATION_MESSAGES.required];
      else if (!type) errors.leave_type_id = ['The selected leave type is not in your leave policy.'];
      const start = body.start_date?.trim() ?? '';
      const end = body.end_date?.trim() || start;
      const window = windowOf();
      if (!start) errors.start_date = [VALIDATION_MESSAGES.required];
      else if (!isDate(start)) errors.start_date = ['The start date field must be a valid date.'];
      else if (!isDate(end)) errors.end_date = ['The end date field must be a valid date.'];
      else if (end < start) errors.end_date = ['The end date field must be a date after or equal to start date.'];
      else if (start < window.from) errors.start_date = [rules.allow_past_dates ? `Leave can start at most ${rules.past_dates_limit_days} days ago.` : 'Leave cannot start in the past.'];
      else if (end > window.to) errors.end_date = [`Leave can be applied for until ${window.to}.`];
      const reason = body.reason?.trim() || null;
      if (reason && reason.length > REASON_MAX) errors.reason = [`The reason field must not be greater than ${REASON_MAX} characters.`];
      const attachmentRule = UPLOAD_RULES.attachment;
      if (body.attachments.length > attachmentRule.maxCount) errors.attachments = [`Attach at most ${attachmentRule.maxCount} files.`];
      const ownFiles = new Set(existing ? store.fileIds(existing.id) : []);
      if (body.attachments.some((id) => !ownFiles.has(id) && files.temporary(me, id)?.kind !== 'attachment')) {
        errors.attachments = ['The uploaded file no longer exists. Please upload it again.'];
      }

      let days: LeaveDay[] = [];
      if (!errors.start_date && !errors.end_date) {
        const off = store.daysOff(userId, start, end);
        const count = { isWorkingDay: (date: string) => !off.has(date), countNonWorkingDays: rules.count_non_working_days, allowHalfDay: rules.allow_half_day };
        const perDay = Object.fromEntries(body.day_spent_types.map((day) => [day.date, day.spent_type]));
        if (!rules.allow_half_day && (body.spent_type !== 'full' || body.day_spent_types.some((day) => day.spent_type !== 'full'))) {
          errors.spent_type = ['Half days are not allowed.'];
        }
        if (off.has(start) && !rules.count_non_working_days) errors.start_date = [`The start date is not a working day (${off.get(start)}).`];
        else if (off.has(end) && !rules.count_non_working_days) errors.end_date = [`The end date is not a working day (${off.get(end)}).`];
        days = countedDays(start, end, body.spent_type, perDay, count);
        if (!errors.start_date && !errors.end_date && days.length === 0) errors.end_date = ['These dates hold no working day.'];
        const taken = store.takenDates(userId, start, end, existing?.id ?? 0);
        const overlap = firstOverlap(start, end, new Set(taken.keys()));
        if (overlap) {
          const other = taken.get(overlap)!;
          errors.start_date = [`These dates overlap ${userId === me ? 'your' : 'the'} ${other.leave_type_name} from ${range(other.start_date, other.end_date)}.`];
        }
        if (type && !errors.start_date && !errors.end_date) {
          // Each leave year's days against that year's balance.
          const byYear = new Map<number, number>();
          for (const day of days) {
            const year = leaveYearOf(day.date, rules.leave_year_start_month);
            byYear.set(year, (byYear.get(year) ?? 0) + day.days);
          }
          for (const [year, requested] of byYear) {
            const span = leaveYearRange(year, rules.leave_year_start_month);
            const used = store.usedDays(userId, span.start, span.end, existing?.id ?? 0).get(type.id) ?? { taken: 0, pending: 0 };
            const balance = balanceOf(type.days, used.taken, used.pending);
            if (balance.left !== null && requested > balance.left) {
              errors.leave_type_id = [`Only ${Math.max(0, balance.left)} ${balance.left === 1 ? 'day' : 'days'} of ${type.name} ${balance.left === 1 ? 'is' : 'are'} left for the leave year from ${span.start}; you asked for ${requested}.`];
              break;
            }
          }
        }
      }
      fail(errors);

      const at = now();
      const values = { leave_type_id: type!.id, start_date: start, end_date: end, spent_type: body.spent_type, days, reason };
      const id = db.transaction(() => {
        if (existing) {
          const before = store.reviewers(existing.id);
          store.update(existing.id, values, at);
          store.replaceFiles(existing.id, body.attachments);
          store.addEvent(existing.id, me, 'edited', 'pending', null, at);
          // The reviewers' open screens follow the alert; whoever had decided reviews the new version.
          const version = `now ${type!.name}, ${range(start, end)} (${totalDays(days)} ${totalDays(days) === 1 ? 'day' : 'days'}).`;
          for (const reviewer of before.filter((row) => row.id !== me)) {
            const undone = reviewer.decision === null ? '' : ` Your ${reviewer.decision === 'approved' ? 'approval' : 'rejection'} no longer stands: review it again.`;
            tellChanged(existing, reviewer.id, me, `${nameOf(me)} changed ${whoseOf(me, applicant)} leave application: ${version}${undone}`);
          }
          // Edited by whoever applied for them: the person it is for learns what their leave is now (and their open screen follows).
          if (existing.user_id !== me) tellChanged(existing, existing.user_id, me, `${nameOf(me)} changed your leave application: ${version}`);
          return existing.id;
        }
        const process = store.reviewProcess(userId);
        const reviewers = (process?.approvers ?? []).filter((approver) => approver !== userId);
        const created = store.create({
          ...values,
          user_id: userId,
          review_name: process?.name ?? null,
          review_condition: process?.condition ?? null,
          reviewers,
          applied_by: me,
          created_at: at,
        });
        store.replaceFiles(created, body.attachments);
        store.addEvent(created, me, 'applied', 'pending', null, at);
        const name = `${applicant.first_name} ${applicant.last_name}`;
        createNotifications(db, reviewers, {
          event: 'leave_applied',
          authorId: userId,
          type: 'leave',
          message: `${name} applied for ${type!.name}, ${range(start, end)} (${totalDays(days)} ${totalDays(days) === 1 ? 'day' : 'days'}).`,
          action: { kind: 'leave_application', id: created },
        });
        if (userId !== me) {
          createNotification(db, { event: 'leave_applied', userId, authorId: me, type: 'leave', message: `Leave was applied for you: ${type!.name}, ${range(start, end)}.`, action: { kind: 'leave_application', id: created } });
        }
        return created;
      })();
      return json({ message: existing ? DIALOG_TEXTS.success.edit : DIALOG_TEXTS.success.add, application_id: id }, existing ? 200 : 201);
    },
    { can: ['apply_leave_application'] },
  );

  // ── Decisions ─────────────────────────────────────────────────────────

  const tellAuthor = (app: ApplicationRow, actor: number, message: string) => {
    if (app.user_id === actor) return;
    createNotification(db, { event: 'leave_decided', userId: app.user_id, authorId: actor, type: 'leave', message, action: { kind: 'leave_application', id: app.id } });
  };
  /** A change of an application under review (`leave_changed`): to its reviewers, and to the person it is for when someone else made it. */
  const tellChanged = (app: ApplicationRow, userId: number, actor: number, message: string) =>
    createNotification(db, { event: 'leave_changed', userId, authorId: actor, type: 'leave', message, action: { kind: 'leave_application', id: app.id } });
  const nameOf = (userId: number) => {
    const row = store.person(userId)!;
    return `${row.first_name} ${row.last_name}`;
  };
  /** "their" when the actor is the applicant, else the applicant's name: "Ava Sinclair changed Emma Novak’s leave application". */
  const whoseOf = (actor: number, applicant: { id: number; first_name: string; last_name: string }) =>
    actor === applicant.id ? 'their' : `${applicant.first_name} ${applicant.last_name}’s`;
  const noteOf = (raw: string | null | undefined, required: boolean): string | null => {
    const note = raw?.trim() || null;
    if (required && !note) throw validationFailed({ note: [LEAVE_MESSAGES.noteRequired] });
    if (note && note.length > NOTE_MAX) throw validationFailed({ note: [`The note field must not be greater than ${NOTE_MAX} characters.`] });
    return note;
  };

  const decide = (decision: ReviewDecision) => async (ctx: RequestContext) => {
    const app = visible(ctx, idParam(ctx, 'id'));
    const me = ctx.userId();
    const note = noteOf(parseWith(leaveDecisionPayloadSchema, await ctx.body()).note, decision === 'rejected');
    if (app.user_id === me) throw forbidden();
    if (app.status === 'withdrawn') throw unprocessable(LEAVE_MESSAGES.withdrawn);
    if (app.status !== 'pending') throw unprocessable(LEAVE_MESSAGES.decided);
    const reviewers = store.reviewers(app.id);
    const mine = reviewers.find((reviewer) => reviewer.id === me);
    if (mine && mine.decision !== null) throw unprocessable(LEAVE_MESSAGES.reviewedAlready);
    if (!canReview(ctx, app, reviewers)) throw forbidden();
    const at = now();
    const status = db.transaction((): LeaveStatus => {
      let outcome: LeaveStatus;
      if (mine) {
        store.recordDecision(app.id, me, decision, note, at);
        outcome = outcomeOf(app, store.reviewers(app.id), reviewAccess());
      } else {
        outcome = decision;
      }
      store.addEvent(app.id, me, decision, outcome, note, at);
      if (outcome !== 'pending') {
        store.setStatus(app.id, outcome, at);
        const actor = store.person(me)!;
        tellAuthor(app, me, `${actor.first_name} ${actor.last_name} ${outcome} your ${app.leave_type_name}, ${range(app.start_date, app.end_date)}.${note ? ` Note: ${note}` : ''}`);
      }
      return outcome;
    })();
    return json({ message: DIALOG_TEXTS.success.add, status });
  };
  // An approver who can no longer review is not awaited (see above): what waited only on them is decided now, by the decisions made.
  services.access.listen((actor) => {
    const at = now();
    const reviews = reviewAccess();
    db.transaction(() => {
      for (const id of store.pendingWithDecisions()) {
        const app = store.find(id)!;
        const reviewers = store.reviewers(id);
        const outcome = outcomeOf(app, reviewers, reviews);
        if (outcome === 'pending') continue;
        const gone = reviewers.filter((reviewer) => reviewer.decision === null && !reviews(reviewer.id)).map((reviewer) => `${reviewer.first_name} ${reviewer.last_name}`);
        const who = gone.length > 1 ? `${gone.slice(0, -1).join(', ')} and ${gone.at(-1)}` : gone[0];
        store.setStatus(id, outcome, at);
        store.addEvent(id, actor, 'completed', outcome, `${who} can no longer review leave.`, at);
        const why = outcome === 'approved' ? ': every approver who can still review leave has approved' : '';
        tellAuthor(app, actor, `Your ${app.leave_type_name}, ${range(app.start_date, app.end_date)} is ${outcome}${why}.`);
      }
    })();
  });

  router.post(`${A}/{id}/approved`, decide('approved'), { can: ['review_any_leave_application', 'view_review_leave_application'] });
  router.post(`${A}/{id}/rejected`, decide('rejected'), { can: ['review_any_leave_application', 'view_review_leave_application'] });

  router.post(
    `${A}/{id}/withdrawn`,
    async (ctx) => {
      const app = visible(ctx, idParam(ctx, 'id'));
      const me = ctx.userId();
      const note = noteOf(parseWith(leaveDecisionPayloadSchema, await ctx.body()).note, false);
      if (app.user_id !== me && !can(ctx, 'review_any_leave_application')) throw forbidden();
      if (!withdrawable(app)) throw unprocessable(LEAVE_MESSAGES.notWithdrawable);
      const at = now();
      db.transaction(() => {
        store.setStatus(app.id, 'withdrawn', at);
        store.addEvent(app.id, me, 'withdrawn', 'withdrawn', note, at);
        tellAuthor(app, me, `${nameOf(me)} withdrew your ${app.leave_type_name}, ${range(app.start_date, app.end_date)}.`);
        const applicant = store.person(app.user_id)!;
        for (const reviewer of store.reviewers(app.id).filter((row) => row.id !== me)) {
          tellChanged(app, reviewer.id, me, `${nameOf(me)} withdrew ${whoseOf(me, applicant)} ${app.leave_type_name} application, ${range(app.start_date, app.end_date)}.`);
        }
      })();
      return json({ message: DIALOG_TEXTS.success.add, status: 'withdrawn' });
    },
    { can: ['view_leave_application', 'review_any_leave_application'] },
  );

  router.post(
    `${A}/change-decision`,
    async (ctx) => {
      const body = parseWith(changeDecisionPayloadSchema, await ctx.body());
      const app = store.find(body.application_id);
      if (!app) throw notFound();
      const me = ctx.userId();
      const note = noteOf(body.note, body.status === 'rejected');
      if (app.status !== 'approved' && app.status !== 'rejected') throw unprocessable('Only a decided leave application can have its decision changed.');
      if (app.status === body.status) throw unprocessable(LEAVE_MESSAGES.sameDecision);
      if (body.status === 'approved') {
        // Approving again takes the days back: they must still be free and within the balance.
        const taken = store.takenDates(app.user_id, app.start_date, app.end_date, app.id);
        const overlap = firstOverlap(app.start_date, app.end_date, new Set(taken.keys()));
        if (overlap) throw validationFailed({ status: [`These dates now overlap another ${taken.get(overlap)!.leave_type_name} application.`] });
        const rules = setup.values();
        const type = store.policyTypes(app.user_id).find((item) => item.id === app.leave_type_id);
        if (type) {
          const span = leaveYearRange(leaveYearOf(app.start_date, rules.leave_year_start_month), rules.leave_year_start_month);
          const used = store.usedDays(app.user_id, span.start, span.end, app.id).get(type.id) ?? { taken: 0, pending: 0 };
          const balance = balanceOf(type.days, used.taken, used.pending);
          if (balance.left !== null && app.days > balance.left) throw validationFailed({ status: [`Only ${Math.max(0, balance.left)} days of ${type.name} are left.`] });
        }
      }
      const at = now();
      db.transaction(() => {
        store.setStatus(app.id, body.status, at);
        store.addEvent(app.id, me, 'decision_changed', body.status, note, at);
        const actor = store.person(me)!;
        tellAuthor(app, me, `${actor.first_name} ${actor.last_name} changed the decision on your ${app.leave_type_name}, ${range(app.start_date, app.end_date)}: ${body.status}.`);
      })();
      return json({ message: DIALOG_TEXTS.success.add, status: body.status });
    },
    { can: ['change_decision_leave_application'] },
  );

  // ── Comments (concrete calls for the spec's caller-supplied comment url) ──

  const commentBody = (ctx: RequestContext, row: PersonRow & { comment_id: number; description: string; created_at: string }) => ({
    id: row.comment_id,
    description: row.description,
    author: person(row),
    created_at: row.created_at,
    can_delete: row.id === ctx.userId() || can(ctx, 'review_any_leave_application', 'delete_any_leave_application'),
  });
  router.get(
    `${A}/{id}/comments`,
    (ctx) => {
      const app = visible(ctx, idParam(ctx, 'id'));
      const { page, perPage } = paging(ctx, COMMENTS_PER_PAGE);
      const { rows, total } = store.comments(app.id, page, perPage);
      return json(pagedBody(page, perPage, { rows: rows.map((row) => commentBody(ctx, row)), total }));
    },
    { auth: true },
  );
  router.post(
    `${A}/{id}/comments/store`,
    async (ctx) => {
      const app = visible(ctx, idParam(ctx, 'id'));
      const description = parseWith(leaveCommentPayloadSchema, await ctx.body()).description.trim();
      if (!description) throw validationFailed({ description: [LEAVE_MESSAGES.commentRequired] });
      if (description.length > COMMENT_MAX_LENGTH) throw validationFailed({ description: [LEAVE_MESSAGES.commentMax] });
      const commentId = store.addComment(app.id, ctx.userId(), description, now());
      const row = store.comments(app.id, 1, Number.MAX_SAFE_INTEGER).rows.find((item) => item.comment_id === commentId)!;
      return json({ message: DIALOG_TEXTS.success.add, data: commentBody(ctx, row), comments_count: store.commentCount(app.id) }, 201);
    },
    { auth: true },
  );
  router.delete(
    `${A}/{id}/comments/{comment_id}/delete`,
    (ctx) => {
      const app = visible(ctx, idParam(ctx, 'id'));
      const comment = store.findComment(idParam(ctx, 'comment_id'));
      if (!comment || comment.application_id !== app.id) throw notFound();
      if (comment.user_id !== ctx.userId() && !can(ctx, 'review_any_leave_application', 'delete_any_leave_application')) throw forbidden();
      store.deleteComment(comment.id);
      return json({ message: DIALOG_TEXTS.success.delete, comments_count: store.commentCount(app.id) });
    },
    { auth: true },
  );

  // ── Lists ─────────────────────────────────────────────────────────────

  const rowOf = (
    ctx: RequestContext,
    app: ApplicationRow & { department_id: number | null; department_name: string | null },
    withCover: boolean,
    reviews: (userId: number) => boolean,
  ): LeaveRow => {
    const reviewers = store.reviewers(app.id);
    const author = store.person(app.user_id)!;
    return {
      id: app.id,
      author: person(author),
      department: app.department_id === null ? null : { id: app.department_id, name: app.department_name ?? '' },
      leave_type: { id: app.leave_type_id, name: app.leave_type_name },
      start_date: app.start_date,
      end_date: app.end_date,
      spent_type: app.spent_type,
      days: app.days,
      reason: app.reason,
      status: app.status,
      created_at: app.created_at,
      awaiting: app.status === 'pending' ? awaitedOf(reviewers, reviews).map(person) : [],
      can_review: canReview(ctx, app, reviewers),
      can_delete: can(ctx, 'delete_any_leave_application'),
      cover:
        withCover && app.department_id !== null && (app.status === 'pending' || app.status === 'approved')
          ? store.cover(app.user_id, app.department_id, app.start_date, app.end_date).map((row) => ({
              ...person(row),
              start_date: row.start_date,
              end_date: row.end_date,
              status: row.status,
              leave_type: row.leave_type,
            }))
          : [],
    };
  };

  router.get(
    '/leave/employee-leaves/index',
    (ctx) => {
      const me = ctx.userId();
      const userId = positiveInt(ctx.query.get('user_id'), me);
      if (userId !== me && !seesAll(ctx)) throw forbidden();
      const user = store.person(userId);
      if (!user) throw notFound();
      const startMonth = setup.values().leave_year_start_month;
      const current = leaveYearOf(today(), startMonth);
      const year = positiveInt(ctx.query.get('year'), current, 9999);
      const span = leaveYearRange(year, startMonth);
      const status = ctx.query.get('status');
      const args = { user: userId, from: span.start, to: span.end, status: status ?? '' };
      const where = `a.user_id = @user AND a.start_date <= @to AND a.end_date >= @from AND (@status = '' OR a.status = @status)`;
      const { page, perPage } = paging(ctx, settings.get().rows_per_page);
      const { rows, total } = store.page(where, args, page, perPage);
      const reviews = reviewAccess();
      const upcoming = store.page(`a.user_id = @user AND a.end_date >= @today AND a.status IN ('pending', 'approved')`, { user: userId, today: today() }, 1, 5);
      const years = db
        .prepare<[number], string>('SELECT DISTINCT start_date FROM leave_applications WHERE user_id = ?')
        .pluck()
        .all(userId)
        .map((date) => leaveYearOf(date, startMonth));
      return json({
        ...pagedBody(page, perPage, { rows: rows.map((row) => rowOf(ctx, row, false, reviews)), total }),
        user: person(user),
        year,
        years: [...new Set([...years, current, current + 1])].sort((a, b) => b - a),
        balances: balancesOf(userId),
        upcoming: upcoming.rows.sort((a, b) => a.start_date.localeCompare(b.start_date)).map((row) => rowOf(ctx, row, false, reviews)),
      });
    },
    { can: ['view_leave_application'] },
  );

  /** The reviewer list's WHERE clause from its filters, limited to what the caller may see. */
  /** Pending, with the viewer (@me) among its reviewers still to decide; none for a viewer who can no longer review. */
  const AWAITING_ME = "a.status = 'pending' AND EXISTS (SELECT 1 FROM leave_application_reviewers r WHERE r.application_id = a.id AND r.user_id = @me AND r.decision IS NULL)";
  const awaitingMe = (ctx: RequestContext) => (can(ctx, ...REVIEWS) ? AWAITING_ME : '0');
  const reviewerFilter = (ctx: RequestContext, withStatus: boolean) => {
    const q = ctx.query;
    const me = ctx.userId();
    const mine = q.get('showMyPending') === '1' || q.get('showMyPending') === 'true';
    const clauses = ["u.status <> 'invited'"];
    const args: Record<string, unknown> = { me };
    if (!seesAll(ctx)) clauses.push('EXISTS (SELECT 1 FROM leave_application_reviewers r WHERE r.application_id = a.id AND r.user_id = @me)');
    if (mine) clauses.push(awaitingMe(ctx));
    const status = q.get('status');
    if (withStatus && status && ['pending', 'approved', 'rejected', 'withdrawn'].includes(status)) {
      clauses.push('a.status = @status');
      args.status = status;
    }
    for (const [param, column] of [
      ['leave_type_id', 'a.leave_type_id'],
      ['department_id', 'u.department_id'],
      ['user_id', 'a.user_id'],
    ] as const) {
      const value = positiveInt(q.get(param), 0);
      if (value) {
        clauses.push(`${column} = @${param}`);
        args[param] = value;
      }
    }
    const from = q.get('from');
    const to = q.get('to');
    if (from && isDate(from)) {
      clauses.push('a.end_date >= @from');
      args.from = from;
    }
    if (to && isDate(to)) {
      clauses.push('a.start_date <= @to');
      args.to = to;
    }
    const search = (q.get('search') ?? '').trim().slice(0, 100);
    if (search) {
      clauses.push(personMatches('u.first_name', 'u.last_name'));
      args.search = search;
    }
    return { where: clauses.join(' AND '), args, mine };
  };

  router.get(
    '/leave/reviewer-leaves/index',
    (ctx) => {
      const { where, args, mine } = reviewerFilter(ctx, true);
      const { page, perPage } = paging(ctx, settings.get().rows_per_page);
      const { rows, total } = store.page(where, args, page, perPage);
      const reviews = reviewAccess();
      return json({
        ...pagedBody(page, perPage, { rows: rows.map((row) => rowOf(ctx, row, true, reviews)), total }),
        showMyPending: mine,
        leave_welcome_wizard: welcomeWizard(db, setup),
      });
    },
    { can: LIST_PERMISSIONS },
  );

  router.get(
    '/leave/reviewer-leaves/summary',
    (ctx) => {
      const { where, args } = reviewerFilter(ctx, false);
      const counts = store.statusCounts(where, args);
      // Within the same filters as the statuses: the list "Awaiting you" opens holds as many.
      const awaiting = store.statusCounts(`${where} AND ${awaitingMe(ctx)}`, args).pending;
      const onLeaveToday = db
        .prepare<[string], number>(
          `SELECT COUNT(DISTINCT a.user_id) FROM leave_application_days d JOIN leave_applications a ON a.id = d.application_id
             JOIN users u ON u.id = a.user_id WHERE d.date = ? AND a.status = 'approved' AND u.status = 'active'`,
        )
        .pluck()
        .get(today())!;
      return json({
        ...counts,
        awaiting_me: awaiting,
        on_leave_today: onLeaveToday,
        filters: {
          leave_types: db.prepare<[], { id: number; name: string }>('SELECT id, name FROM leave_types ORDER BY name COLLATE NOCASE').all(),
          departments: db.prepare<[], { id: number; name: string }>('SELECT id, name FROM departments ORDER BY name COLLATE NOCASE').all(),
        },
      });
    },
    { can: LIST_PERMISSIONS },
  );

  router.delete(
    '/leave/reviewer-leaves/leave/delete/{id}',
    (ctx) => {
      const app = store.find(idParam(ctx, 'id'));
      if (!app) throw notFound();
      store.delete(app.id);
      return json({ message: DIALOG_TEXTS.success.delete });
    },
    { can: ['delete_any_leave_application'] },
  );
}
