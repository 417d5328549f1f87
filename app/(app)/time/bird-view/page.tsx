import { ShellCheck } from '@/components/shell/shell-check';
import type { Metadata } from 'next';
import { PageAbort } from '@/components/shell/page-abort';
import { DayIconLegend } from '@/components/time/day-icon';
import { TimeSetupWizard } from '@/components/time/time-setup-wizard';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute } from '@/lib/routes';
import { tenantFormats } from '@/lib/date-time/format';
import { getBirdView } from '@/lib/time/api';
import { birdViewPeriod } from '@/lib/time/period';
import { monthQuery } from '@/lib/date-time/calendar';
import { formatDate } from '@/lib/date-time/format';
import { BirdViewMonthNav } from './_components/bird-view-month-nav';
import { BirdViewTable } from './_components/bird-view-table';

export const metadata: Metadata = { title: findRoute('/time/bird-view').title };

const LEGEND = ['completed', 'incomplete', 'present', 'absent', 'irregular', 'unassigned', 'leave', 'half_leave', 'holiday'] as const;

/** Bird view: every person × every day of the attendance period (spec part 1 §2 Time). */
export default async function BirdViewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const month = monthQuery(query.month);
  const search = typeof query.search === 'string' ? query.search.slice(0, 100) : '';
  const [gate, view] = await Promise.all([requireRoute('/time/bird-view'), getBirdView({ month, search })]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!view.ok) return <PageAbort {...toAbort(view.error)} />;
  const { settings } = gate.auth;
  const period = birdViewPeriod(view.data, { month, serverTime: gate.auth.app.server_time });
  const periodMonth = period.start.slice(0, 7);

  return (
    <div className="flex flex-col gap-4 px-3 py-6 sm:px-6">
      <ShellCheck />
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">Bird view</h1>
          <p className="text-sm text-slate-600">
            {formatDate(period.start, settings.date_format)} – {formatDate(period.end, settings.date_format)}
          </p>
        </div>
        <BirdViewMonthNav month={periodMonth} today={period.today} />
      </header>
      {view.data.welcome_wizard ? <TimeSetupWizard held={gate.permissions} /> : null}
      <BirdViewTable
        key={`${periodMonth}:${search}`}
        initial={view.data}
        month={periodMonth}
        period={period}
        initialSearch={search}
        formats={tenantFormats(settings)}
        showClockErrors={gate.permissions.has('edit_any_attendance')}
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <DayIconLegend kinds={LEGEND} />
        <p className="text-xs text-slate-600">
          Late days are ringed, remote days underlined. Leave: {view.data.leave_spent_types.map((type) => type.name).join(', ')}.
        </p>
      </div>
    </div>
  );
}

