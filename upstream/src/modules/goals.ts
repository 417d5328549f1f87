import { z } from 'zod';
import { SELECT_LIST_PAGE_SIZE } from '../../../lib/constants';
import { formatWallTime } from '../../../lib/date-time/zone';
import { GOAL_STATUSES, type GoalStatus } from '../../../lib/goals/goals';
import { goalPayloadSchema, goalSettingsValuesSchema, goalStatusPayloadSchema, type EmployeeChoices, type GoalPage } from '../../../lib/goals/schemas';
import { DIALOG_TEXTS } from '../../../lib/messages';
import { ExportFiles } from '../domain/export-files';
import { GOAL_EXPORT_COLUMNS, Goals, type GoalFilter } from '../domain/goals';
import { PERSON_ROW_COLUMNS, toPerson, type PersonRow } from '../domain/users';
import type { RequestContext } from '../http/context';
import { containsPattern, idParam, pagedBody, paging, queryValues, searchParam } from '../http/params';
import { json, notFound, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import type { Services } from '../services';
import { registerExportKind } from './reports';

/**
 * Goals (spec part 2 §7 "Goals") behind view_employee: the paged index with
 * owner and status filters, the list, store (new or edit), edit, delete,
 * change-status and the export (report/generate → file_path, an export file
 * fetched like the reports'); and the employees list
 * (/nccapp/time/attendance/employees/list) that goals and the reports' people
 * filter choose from: everyone still employed, by name, searchable.
 */

const GOALS = { can: ['view_employee'] } as const;
const CHOOSERS = ['view_employee', 'access_report_module'];
const G = '/nccapp/nccgoals';

const filterSchema = z.object({ owner_id: z.coerce.number().int().positive().optional(), status: z.enum(GOAL_STATUSES).optional() });
const exportSchema = filterSchema.extend({ format: z.enum(['csv', 'xlsx']).default('xlsx') });

export function registerGoals(router: Router, services: Services): void {
  const { db, config } = services;
  const goals = new Goals(db, () => config.publicUrl);
  const files = new ExportFiles(db);
  const wallNow = () => formatWallTime(new Date(), services.settings.get().timezone);
  const today = () => wallNow().slice(0, 10);
  const filterOf = (ctx: RequestContext): GoalFilter => {
    const query = parseWith(filterSchema, queryValues(ctx.query));
    return { ownerId: query.owner_id ?? null, status: (query.status as GoalStatus | undefined) ?? null, search: searchParam(ctx) };
  };

  registerExportKind(services, 'goals', (params) => ({
    sheet: 'Goals',
    columns: GOAL_EXPORT_COLUMNS,
    rows: goals.exportRows(params as GoalFilter, today()),
  }));

  router.get(
    `${G}/index`,
    (ctx) => {
      const { page, perPage } = paging(ctx, services.settings.get().rows_per_page);
      const { rows, total, counts } = goals.page(filterOf(ctx), page, perPage, today());
      return json({ ...pagedBody(page, perPage, { rows, total }), counts } satisfies GoalPage);
    },
    GOALS,
  );
  router.get(`${G}/list`, () => json({ data: goals.list() }), GOALS);
  // The goals settings: read by the goals board (a new goal's due date), changed by who manages people's records.
  router.get(`${G}/settings`, () => json({ data: goals.settings() }), GOALS);
  router.post(
    `${G}/settings/update`,
    async (ctx) => {
      goals.saveSettings(parseWith(goalSettingsValuesSchema, await ctx.body()));
      return json({ message: DIALOG_TEXTS.success.edit, data: goals.settings() });
    },
    { can: ['edit_employee'] },
  );
  router.get(
    `${G}/edit/{id}`,
    (ctx) => {
      const goal = goals.find(idParam(ctx, 'id'), today());
      if (!goal) throw notFound();
      return json({ data: goal });
    },
    GOALS,
  );
  router.post(
    `${G}/store`,
    async (ctx) => {
      const payload = parseWith(goalPayloadSchema, await ctx.body());
      if (payload.id && !goals.find(payload.id, today())) throw notFound();
      if (!goals.ownerExists(payload.owner_id)) throw validationFailed({ owner_id: ['Invalid submission. Kindly try again'] });
      const id = goals.save(payload, ctx.userId(), wallNow());
      return json({ message: payload.id ? DIALOG_TEXTS.success.edit : DIALOG_TEXTS.success.add, data: goals.find(id, today())! }, payload.id ? 200 : 201);
    },
    GOALS,
  );
  router.post(
    `${G}/change-status`,
    async (ctx) => {
      const { id, status } = parseWith(goalStatusPayloadSchema, await ctx.body());
      if (!goals.find(id, today())) throw notFound();
      goals.changeStatus(id, status, wallNow());
      return json({ message: DIALOG_TEXTS.success.edit, data: goals.find(id, today())! });
    },
    GOALS,
  );
  router.delete(
    `${G}/delete/{id}`,
    (ctx) => {
      if (!goals.delete(idParam(ctx, 'id'))) throw notFound();
      return json({ message: DIALOG_TEXTS.success.delete });
    },
    GOALS,
  );
  router.get(
    `${G}/report/generate`,
    (ctx) => {
      const query = parseWith(exportSchema, queryValues(ctx.query));
      const filter = { ...filterOf(ctx) };
      const file = files.create({ userId: ctx.userId(), kind: 'goals', format: query.format, params: filter, baseName: `goals-${today()}` });
      return json({ file_path: file.export_file, file_name: file.file_name });
    },
    GOALS,
  );

  const where = `u.status != 'archived' AND (@search = '' OR (u.first_name || ' ' || u.last_name) LIKE @pattern ESCAPE '\\' OR d.name LIKE @pattern ESCAPE '\\')`;
  const from = 'FROM users u LEFT JOIN designations d ON d.id = u.designation_id';
  const page = db.prepare<{ search: string; pattern: string; limit: number; offset: number }, PersonRow>(
    `SELECT ${PERSON_ROW_COLUMNS} ${from} WHERE ${where} ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<{ search: string; pattern: string }, number>(`SELECT COUNT(*) ${from} WHERE ${where}`).pluck();
  router.get(
    '/nccapp/time/attendance/employees/list',
    (ctx) => {
      const { page: number, perPage } = paging(ctx, SELECT_LIST_PAGE_SIZE);
      const search = searchParam(ctx);
      const args = { search, pattern: containsPattern(search) };
      const rows = page.all({ ...args, limit: perPage, offset: (number - 1) * perPage }).map((row) => toPerson(config.publicUrl, row));
      return json(pagedBody(number, perPage, { rows, total: count.get(args)! }) satisfies EmployeeChoices);
    },
    { can: CHOOSERS },
  );
}
