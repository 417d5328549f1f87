import { daysBetween } from '../../../lib/date-time/calendar';
import { EMPLOYEE_DETAILS_COLUMNS, LEAVE_REPORT_COLUMNS, TIMESHEET_COLUMNS, TIMESHEET_MAX_DAYS, type ReportFormat } from '../../../lib/reports/reports';
import { reportQuerySchema, type ExportFile, type ReportQuery } from '../../../lib/reports/schemas';
import { timeDomain } from '../domain/attendance-service';
import { CONTENT_TYPES, EXPORT_FILE_PATH, ExportFiles, fileStream, type RowChunks } from '../domain/export-files';
import { columnsOf, employeeDetailsRows, EMPLOYEE_DETAILS_WIDTHS, LEAVE_REPORT_WIDTHS, leaveRows, timesheetRows, TIMESHEET_WIDTHS, type PeopleFilter } from '../domain/reports';
import type { RequestContext } from '../http/context';
import { queryValues } from '../http/params';
import { json, notFound, streamed, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith } from '../http/validate';
import type { Services } from '../services';

/**
 * Reports (spec part 2 §7 "Reports, each returning export_file"), behind
 * access_report_module: a generate call validates the filters and records the
 * file; GET export-file/{token} (the export_file) then generates it from the
 * people, attendance and leave tables while it streams. Generators for other areas'
 * exports (goals) register here too, so every file is fetched the same way.
 */

export type ExportGenerator = (params: unknown, format: ReportFormat) => { sheet: string; columns: { header: string; width: number }[]; rows: RowChunks };

const generators = new WeakMap<Services, Map<string, ExportGenerator>>();

/** Registers how files of `kind` are generated (called by the modules that offer exports). */
export function registerExportKind(services: Services, kind: string, generator: ExportGenerator): void {
  let kinds = generators.get(services);
  if (!kinds) generators.set(services, (kinds = new Map()));
  kinds.set(kind, generator);
}

const REPORTS = { can: ['access_report_module'] } as const;

const peopleFilter = (query: ReportQuery): PeopleFilter => ({
  status: query.status ?? null,
  departmentId: query.department_id ?? null,
  userIds: query.user_ids ?? null,
});

export function registerReports(router: Router, services: Services): void {
  const files = new ExportFiles(services.db);
  const { attendance, setup } = timeDomain(services);
  const today = () => attendance.wallNow().slice(0, 10);
  const read = (ctx: RequestContext) => parseWith(reportQuerySchema, queryValues(ctx.query));

  const answer = (ctx: RequestContext, kind: string, format: ReportFormat, params: unknown, baseName: string) =>
    json(files.create({ userId: ctx.userId(), kind, format, params, baseName }) satisfies ExportFile);

  registerExportKind(services, 'employee-details', (params) => {
    const query = params as ReportQuery;
    return {
      sheet: 'Employee details',
      columns: columnsOf(EMPLOYEE_DETAILS_COLUMNS, EMPLOYEE_DETAILS_WIDTHS),
      rows: employeeDetailsRows(services.db, peopleFilter(query), { from: query.from ?? null, to: query.to ?? null }),
    };
  });
  registerExportKind(services, 'timesheet', (params) => {
    const query = params as ReportQuery & { from: string; to: string };
    return {
      sheet: 'Timesheet',
      columns: columnsOf(TIMESHEET_COLUMNS, TIMESHEET_WIDTHS),
      rows: timesheetRows(services.db, attendance.store, peopleFilter(query), query, { repeatOn: setup.repeatOn(), now: attendance.wallNow() }),
    };
  });

  registerExportKind(services, 'leave', (params) => {
    const query = params as ReportQuery;
    return {
      sheet: 'Leave',
      columns: columnsOf(LEAVE_REPORT_COLUMNS, LEAVE_REPORT_WIDTHS),
      rows: leaveRows(services.db, peopleFilter(query), { from: query.from ?? null, to: query.to ?? null }, query.leave_status ?? null),
    };
  });

  router.get(
    '/report/report/leave/generate',
    (ctx) => {
      const query = read(ctx);
      const period = query.from && query.to ? `-${query.from}-to-${query.to}` : query.from ? `-from-${query.from}` : query.to ? `-until-${query.to}` : '';
      return answer(ctx, 'leave', query.format, query, `leave${period || `-${today()}`}`);
    },
    REPORTS,
  );

  router.get(
    '/report/report/employee-details/generate',
    (ctx) => {
      const query = read(ctx);
      return answer(ctx, 'employee-details', query.format, query, `employee-details-${today()}`);
    },
    REPORTS,
  );

  router.get(
    '/report/report/timesheet/generate',
    (ctx) => {
      const query = read(ctx);
      if (!query.from || !query.to) {
        throw validationFailed({
          ...(query.from ? {} : { from: ['The start date is required.'] }),
          ...(query.to ? {} : { to: ['The end date is required.'] }),
        });
      }
      if (daysBetween(query.from, query.to) + 1 > TIMESHEET_MAX_DAYS) {
        throw validationFailed({ to: [`A timesheet covers at most ${TIMESHEET_MAX_DAYS} days.`] });
      }
      return answer(ctx, 'timesheet', query.format, query, `timesheet-${query.from}-to-${query.to}`);
    },
    REPORTS,
  );

  // The file itself: only for the user who asked for it, until it expires; generated from the data as it is now.
  router.get(
    `${EXPORT_FILE_PATH}/{token}`,
    (ctx) => {
      const record = files.find(ctx.params.token ?? '', ctx.userId());
      const generate = record && generators.get(services)?.get(record.kind);
      if (!record || !generate) throw notFound();
      const { sheet, columns, rows } = generate(JSON.parse(record.params), record.format);
      return streamed(fileStream(record.format, sheet, columns, rows), CONTENT_TYPES[record.format], record.file_name);
    },
    { auth: true },
  );
}
