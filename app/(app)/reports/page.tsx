import { ReportCard } from '@/components/reports/report-card';
import { monthOf } from '@/lib/date-time/calendar';
import { definePage, pageMetadata } from '@/lib/page';
import { namedItemApi } from '@/lib/people/endpoints';
import { serverCall } from '@/lib/upstream/server';

export const metadata = pageMetadata('/reports');

const EMPTY = { department_id: '', status: '', people: [] } as const;

/**
 * /reports (access_report_module): the employee details, timesheet and leave
 * reports, each generated as CSV or XLSX from the current data and saved by
 * the browser. Each report's form loads when it is set up. The timesheet
 * starts on this month so far (the tenant's today), the leave report on this
 * year.
 */
export default definePage('/reports', {
  load: () => ({ departments: serverCall(namedItemApi.departments.list) }),
  render: ({ departments }, { gate }) => {
    const today = gate.auth.app.server_time.slice(0, 10);
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4 px-3 py-6 sm:px-6">
        <header>
          <h1 className="text-2xl font-semibold text-slate-900">Reports</h1>
          <p className="mt-1 text-sm text-slate-600">Download the company’s records as a spreadsheet, made from the data as it is now.</p>
        </header>
        <ReportCard kind="employee-details" departments={departments.data} defaultValues={{ ...EMPTY, people: [], format: 'xlsx', from: '', to: '' }} />
        <ReportCard kind="timesheet" departments={departments.data} defaultValues={{ ...EMPTY, people: [], status: 'active', format: 'xlsx', from: `${monthOf(today)}-01`, to: today }} />
        <ReportCard kind="leave" departments={departments.data} defaultValues={{ ...EMPTY, people: [], format: 'xlsx', from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31`, leave_status: '' }} />
      </div>
    );
  },
});
