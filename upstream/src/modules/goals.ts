import { SELECT_LIST_PAGE_SIZE } from '../../../lib/constants';
import type { EmployeeChoices } from '../../../lib/goals/schemas';
import { PERSON_ROW_COLUMNS, toPerson, type PersonRow } from '../domain/users';
import { json } from '../http/respond';
import type { Router } from '../http/router';
import { containsPattern, pagedBody, paging, searchParam } from '../http/params';
import type { Services } from '../services';

/**
 * Goals (spec part 2 §7 "Goals") and the employees list (GET
 * /nccapp/time/attendance/employees/list) the goals screen and the reports'
 * people filter choose from: everyone still employed, by name, searchable by
 * name or designation, in pages of the select list size.
 */

const CHOOSERS = ['view_employee', 'access_report_module'];

export function registerGoals(router: Router, services: Services): void {
  const { db, config } = services;
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
