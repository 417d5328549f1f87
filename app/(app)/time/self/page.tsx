import type { Metadata } from 'next';
import { PageAbort } from '@/components/shell/page-abort';
import { AddAttendanceButton } from '@/components/time/add-attendance-button';
import { PersonMonth } from '@/components/time/person-month';
import { RefreshOnClock } from '@/components/time/refresh-on-clock';
import { requireRoute, viewerId } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute } from '@/lib/routes';
import { tenantFormats } from '@/lib/date-time/format';
import { getMonthlySummary, getSelfCalendar } from '@/lib/time/api';
import { monthQuery } from '@/lib/date-time/calendar';

export const metadata: Metadata = { title: findRoute('/time/self').title };

/** My attendance: my month as a calendar, its status summary and entries (spec part 1 §2 Time). */
export default async function SelfAttendancePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const month = monthQuery((await searchParams).month);
  // The viewer's id is in the session: the summary's call goes out with the others.
  const userId = await viewerId();
  const [gate, calendar, summary] = await Promise.all([requireRoute('/time/self'), getSelfCalendar(month), userId ? getMonthlySummary(userId, month) : null]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!calendar.ok) return <PageAbort {...toAbort(calendar.error)} />;
  const { settings } = gate.auth;
  return (
    <>
      {/* The month follows the header's clock: clocking in or out shows today's entry and the summary at once. */}
      <RefreshOnClock />
      <PersonMonth
        title="My attendance"
        data={calendar.data}
        summary={summary?.ok ? summary.data.data : null}
        formats={tenantFormats(settings)}
        monthHref={(next) => `/time/self?month=${next}`}
        actions={calendar.data.can_add_attendance ? <AddAttendanceButton userId={calendar.data.user.id} today={calendar.data.today} showClockErrors={gate.permissions.has('edit_any_attendance')} /> : null}
      />
    </>
  );
}
