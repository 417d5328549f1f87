import { DIALOG_TEXTS, VALIDATION_MESSAGES } from '../../../lib/messages';
import { EMPLOYEE_FILTERS, EMPLOYEE_SORTS, EMPLOYEE_STATUSES, SORT_DIRECTIONS, type EmployeeStatus } from '../../../lib/people/directory';
import { DISCHARGE_REASON_MAX, EMAIL_MAX, PERSON_NAME_MAX } from '../../../lib/people/limits';
import { timeDomain } from '../domain/attendance-service';
import { Outbox } from '../domain/outbox';
import { directoryPage, directoryStatus, Employees, type EmployeeRecord } from '../domain/employees';
import { toPerson } from '../domain/users';
import { isCalendarDate } from '../../../lib/date-time/calendar';
import { idParam, pagedBody, paging, positiveId, positiveInt, searchParam } from '../http/params';
import { forbidden, json, notFound, unprocessable, validationFailed, type FieldErrors, type Reply } from '../http/respond';
import type { RequestContext } from '../http/context';
import type { Router } from '../http/router';
import { validate } from '../http/validate';
import { hashPassword } from '../lib/password';
import { randomHex } from '../lib/tokens';
import { todayInZone } from '../../../lib/date-time/zone';
import type { Services } from '../services';
import { mailResetLink } from './password-reset';
import { bioOf } from './profile-sections';

/**
 * Employees (spec part 2 §7 "Employees" and the actions of "Profile"): the
 * directory, quick entry that invites the person, and the state changes of a
 * profile: discharge, restore, resend invitation, change status, profile
 * privacy, reset password, change role, duplicate profile and finish profile
 * setup. Each action answers the spec's success text and the person's state.
 */

const PROFILE = '/employee/employee/profile';

/** How long an onboarding link stays usable. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A password nobody knows: invited people set theirs during onboarding (or by the reset link of "finish profile setup"). */
const unknownPassword = () => hashPassword(randomHex(32));

const NAME_RULES = {
  first_name: { type: 'string', required: true, max: PERSON_NAME_MAX },
  last_name: { type: 'string', required: true, max: PERSON_NAME_MAX },
  email: { type: 'string', required: true, email: true, max: EMAIL_MAX },
} as const;

export function invitationMail(name: string, company: string, link: string): { subject: string; body: string } {
  return {
    subject: `You are invited to join ${company} on Crewdesk`,
    body: [
      `Hello ${name},`,
      '',
      `${company} has added you to Crewdesk. Set your password and your photo to get started:`,
      '',
      link,
      '',
      `This link works once and expires in ${INVITATION_TTL_SECONDS / 86_400} days.`,
    ].join('\n'),
  };
}

/** Mails a person their onboarding link (a new one: the previous link stops working). */
export function invitationSender({ config, settings }: Services, employees: Employees, outbox: Outbox) {
  return (record: Pick<EmployeeRecord, 'id' | 'first_name' | 'email'>) => {
    const token = employees.invite(record.id, INVITATION_TTL_SECONDS);
    const link = `${config.appUrl}/on-boarding-invitation/${record.id}/${token}`;
    outbox.send(record.email, invitationMail(record.first_name, settings.get().company_name, link));
  };
}

export function registerEmployees(router: Router, services: Services): void {
  const { db, settings, config, sessions } = services;
  const employees = new Employees(db);
  const outbox = new Outbox(db);
  const person = (row: Parameters<typeof toPerson>[1]) => toPerson(config.publicUrl, row);

  const sendInvitation = invitationSender(services, employees, outbox);

  /** The person of `{user_id}`, or 404. */
  const target = (ctx: RequestContext): EmployeeRecord => {
    const record = employees.find(idParam(ctx, 'user_id'));
    if (!record) throw notFound();
    return record;
  };

  const state = (id: number, message: string) => {
    const record = employees.find(id)!;
    return json({
      message,
      status: directoryStatus(record.status),
      discharged_date: record.archived_at ? record.archived_at.slice(0, 10) : null,
      discharged_reason: record.discharged_reason,
      is_profile_private: record.is_profile_private === 1,
      role_id: record.role_id,
    });
  };

  /** An optional lookup id of a body: absent is null, a bad or unknown id 'Invalid submission. Kindly try again'. */
  const lookupId = (
    body: Record<string, unknown>,
    field: string,
    table: Parameters<Employees['exists']>[0],
    errors: FieldErrors,
    required = false,
  ): number | null => {
    const raw = body[field];
    if (raw === undefined || raw === null || raw === '') {
      if (required) errors[field] = [VALIDATION_MESSAGES.required];
      return null;
    }
    const id = positiveId(raw);
    if (id === null || !employees.exists(table, id)) {
      errors[field] = [VALIDATION_MESSAGES.invalidSubmission];
      return null;
    }
    return id;
  };

  /** Name and email of a new person, with every field error at once. */
  const newPersonFields = (body: Record<string, unknown>, errors: FieldErrors) => {
    let fields: { first_name: string; last_name: string; email: string } | null = null;
    try {
      fields = validate(body, NAME_RULES);
    } catch (error) {
      Object.assign(errors, (error as { body: { errors: FieldErrors } }).body.errors);
    }
    if (fields && employees.emailTaken(fields.email)) errors.email = ['The email has already been taken.'];
    return fields;
  };

  // ── The directory ───────────────────────────────────────────────────────

  router.get(
    '/employee/employees/index',
    (ctx) => {
      const { page, perPage } = paging(ctx, settings.get().rows_per_page);
      const status = ctx.query.get('status') || null;
      if (status !== null && !EMPLOYEE_STATUSES.includes(status as EmployeeStatus)) throw validationFailed({ status: ['The selected status is invalid.'] });
      const sort = ctx.query.get('sort') || 'name';
      if (!EMPLOYEE_SORTS.includes(sort as never)) throw validationFailed({ sort: ['The selected sort is invalid.'] });
      const direction = ctx.query.get('direction') || 'asc';
      if (!SORT_DIRECTIONS.includes(direction as never)) throw validationFailed({ direction: ['The selected direction is invalid.'] });
      const filters: Partial<Record<(typeof EMPLOYEE_FILTERS)[number], number>> = {};
      for (const name of EMPLOYEE_FILTERS) {
        const raw = ctx.query.get(name);
        if (raw) filters[name] = positiveInt(raw, 0);
      }
      const { rows, total } = directoryPage(db, {
        search: searchParam(ctx),
        status: status as EmployeeStatus | null,
        filters,
        sort: sort as (typeof EMPLOYEE_SORTS)[number],
        direction: direction as (typeof SORT_DIRECTIONS)[number],
        page,
        perPage,
      });
      return json(
        pagedBody(page, perPage, {
          total,
          rows: rows.map((row) => ({
            ...person(row),
            email: row.email,
            department_name: row.department_name,
            employment_type_name: row.employment_type_name,
            role_name: row.role_name,
            joining_date: row.joining_date,
            status: directoryStatus(row.status),
          })),
        }),
      );
    },
    { can: ['view_employee'] },
  );

  // ── The profile's header ────────────────────────────────────────────────

  // Any signed-in user: a person sees their own profile in full, holders of view_employee anyone's;
  // everyone else sees the public part of active colleagues (less of it when the profile is private).
  router.get(
    `${PROFILE}/view/{username}`,
    (ctx) => {
      const row = employees.profile(ctx.params.username ?? '');
      const viewer = ctx.userId();
      const held = ctx.permissions();
      const own = row?.id === viewer;
      const full = own || held.has('view_employee');
      if (!row || (!full && row.status !== 'active')) throw notFound();
      const hidden = !full && row.is_profile_private === 1;
      return json({
        data: {
          ...person(row),
          department_name: row.department_name,
          visibility: full ? 'full' : 'public',
          is_own: own,
          email: hidden ? null : row.email,
          joining_date: hidden ? null : row.joining_date,
          status: directoryStatus(row.status),
          is_profile_private: row.is_profile_private === 1,
          employment_type_name: full ? row.employment_type_name : null,
          role_id: full ? row.role_id : null,
          role_name: full ? row.role_name : null,
          discharged_date: full && row.archived_at ? row.archived_at.slice(0, 10) : null,
          discharged_reason: full ? row.discharged_reason : null,
          is_discharge_applied: row.status === 'archived',
          // The spec names no GET for the bio (only personal/bio/save), and colleagues see it on
          // the public part, which may read no section: the view carries it, hidden like the
          // e-mail address when a private profile is seen from outside.
          bio: hidden ? null : bioOf(services, row.id),
        },
        // What the viewer may do here, by the same permissions the action calls check.
        can: {
          edit: own || held.has('edit_employee'),
          change_status: !own && held.has('edit_employee'),
          change_role: !own && held.has('edit_employee'),
          reset_password: held.has('edit_employee'),
          change_privacy: own || held.has('edit_employee'),
          discharge: !own && held.has('discharge_employee'),
          invite: held.has('add_employee'),
          edit_employment: held.has('edit_employee'),
        },
      });
    },
    { auth: true },
  );

  // ── Quick entry: a new person, invited by e-mail ───────────────────────

  router.post(
    '/employee/employee/quick-entry/new-entry',
    async (ctx) => {
      const body = ((await ctx.body()) ?? {}) as Record<string, unknown>;
      const errors: FieldErrors = {};
      const fields = newPersonFields(body, errors);
      const department_id = lookupId(body, 'department_id', 'departments', errors);
      const designation_id = lookupId(body, 'designation_id', 'designations', errors);
      const employment_type_id = lookupId(body, 'employment_type_id', 'employment_types', errors);
      const role_id = lookupId(body, 'role_id', 'roles', errors, true);
      const joining = typeof body.joining_date === 'string' && body.joining_date.trim() !== '' ? body.joining_date.trim() : null;
      if (joining !== null && !isCalendarDate(joining)) errors.joining_date = ['The joining date field must be a valid date.'];
      if (Object.keys(errors).length || !fields || role_id === null) throw validationFailed(errors);
      const created = employees.create({ ...fields, department_id, designation_id, employment_type_id, role_id, joining_date: joining, password: await unknownPassword() });
      sendInvitation({ id: created.id, first_name: fields.first_name, email: fields.email });
      return json({ message: DIALOG_TEXTS.success.add, ...created }, 201);
    },
    { can: ['add_employee'] },
  );

  // ── Profile actions ─────────────────────────────────────────────────────

  const action = (name: string, can: readonly string[], handler: (ctx: RequestContext, record: EmployeeRecord, body: Record<string, unknown>) => Reply | Promise<Reply>) =>
    router.post(
      `${PROFILE}/{user_id}/${name}`,
      async (ctx) => {
        const record = target(ctx);
        const body = ((await ctx.body()) ?? {}) as Record<string, unknown>;
        return handler(ctx, record, body);
      },
      { can },
    );

  const notSelf = (ctx: RequestContext, record: EmployeeRecord, what: string) => {
    if (record.id === ctx.userId()) throw unprocessable(`You cannot ${what} your own profile.`);
  };

  action('discharge', ['discharge_employee'], (ctx, record, body) => {
    notSelf(ctx, record, 'discharge');
    if (record.status === 'archived') throw unprocessable('This person is already discharged.');
    const input = validate(body, {
      discharged_date: { type: 'string', required: true },
      discharged_reason: { type: 'string', required: true, max: DISCHARGE_REASON_MAX },
    });
    const today = todayInZone(settings.get().timezone);
    if (!isCalendarDate(input.discharged_date)) throw validationFailed({ discharged_date: ['The discharged date field must be a valid date.'] });
    if (record.joining_date && input.discharged_date < record.joining_date) {
      throw validationFailed({ discharged_date: ['The discharged date must be on or after the joining date.'] });
    }
    if (input.discharged_date > today) throw validationFailed({ discharged_date: ['The discharged date must not be in the future.'] });
    employees.discharge(record.id, input.discharged_date, input.discharged_reason);
    sessions.endOtherSessions(record.id);
    timeDomain(services).attendance.clockOutOnLeaving(record.id, 'discharged');
    services.access.changed(ctx.userId());
    return state(record.id, DIALOG_TEXTS.success.edit);
  });

  action('restore-profile', ['discharge_employee'], (_ctx, record) => {
    if (record.status !== 'archived') throw unprocessable('Only a discharged person can be restored.');
    employees.restore(record.id);
    return state(record.id, DIALOG_TEXTS.success.restore);
  });

  action('resend-invitation', ['add_employee'], (_ctx, record) => {
    if (record.status !== 'invited') throw unprocessable('This person has already joined.');
    sendInvitation(record);
    return state(record.id, DIALOG_TEXTS.success.add);
  });

  action('finish-profile-setup', ['add_employee'], (_ctx, record) => {
    // Finishes an invited person's setup for them: active at once, the invitation link retired, a link to set a password mailed.
    if (record.status !== 'invited') throw unprocessable('This person has already joined.');
    employees.activate(record.id);
    mailResetLink(services, record);
    return state(record.id, DIALOG_TEXTS.success.edit);
  });

  action('change-status', ['edit_employee'], (ctx, record, body) => {
    notSelf(ctx, record, 'change the status of');
    if (body.status !== 'active' && body.status !== 'inactive') throw validationFailed({ status: [VALIDATION_MESSAGES.invalidSubmission] });
    if (record.status === 'archived' || record.status === 'invited') throw unprocessable('Only an active or inactive person can change status.');
    employees.setStatus(record.id, body.status);
    if (body.status === 'inactive') {
      sessions.endOtherSessions(record.id);
      timeDomain(services).attendance.clockOutOnLeaving(record.id, 'deactivated');
      services.access.changed(ctx.userId());
    }
    return state(record.id, DIALOG_TEXTS.success.edit);
  });

  router.post(
    `${PROFILE}/{user_id}/change-profile-privacy`,
    async (ctx) => {
      const record = target(ctx);
      // Owners decide their own privacy; editors anyone's.
      if (record.id !== ctx.userId() && !ctx.permissions().has('edit_employee')) throw forbidden();
      const { is_profile_private } = validate(await ctx.body(), { is_profile_private: { type: 'boolean', required: true } });
      employees.setPrivacy(record.id, is_profile_private);
      return state(record.id, DIALOG_TEXTS.success.edit);
    },
    { auth: true },
  );

  action('reset-password', ['edit_employee'], (_ctx, record) => {
    if (record.status !== 'active') throw unprocessable('Only an active person can reset their password.');
    mailResetLink(services, record);
    return state(record.id, 'We have emailed the password reset link.');
  });

  action('role-update', ['edit_employee'], (ctx, record, body) => {
    notSelf(ctx, record, 'change the role on');
    const errors: FieldErrors = {};
    const roleId = lookupId(body, 'role_id', 'roles', errors, true);
    if (roleId === null) throw validationFailed(errors);
    employees.setRole(record.id, roleId);
    services.access.changed(ctx.userId());
    return state(record.id, DIALOG_TEXTS.success.edit);
  });

  action('duplicate-profile', ['add_employee'], async (_ctx, record, body) => {
    // A new invited person with this one's department, designation, employment type, role and groups.
    const errors: FieldErrors = {};
    const fields = newPersonFields(body, errors);
    if (Object.keys(errors).length || !fields) throw validationFailed(errors);
    const created = employees.create(
      {
        ...fields,
        department_id: record.department_id,
        designation_id: record.designation_id,
        employment_type_id: record.employment_type_id,
        role_id: record.role_id ?? db.prepare<[], number>('SELECT id FROM roles WHERE is_default = 1 ORDER BY position LIMIT 1').pluck().get()!,
        joining_date: null,
        password: await unknownPassword(),
      },
      record.id,
    );
    sendInvitation({ id: created.id, first_name: fields.first_name, email: fields.email });
    return json({ message: DIALOG_TEXTS.success.add, ...created }, 201);
  });
}
