import type { Metadata } from 'next';
import { PageAbort } from '@/components/shell/page-abort';
import { AddAttendanceButton } from '@/components/time/add-attendance-button';
import { PersonMonth } from '@/components/time/person-month';
import { PersonPicker } from '@/components/time/person-picker';
import { requireRoute, viewerId } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute } from '@/lib/routes';
import { tenantFormats } from '@/lib/date-time/format';
import { getMonthlySummary, getPersonCalendar } from '@/lib/time/api';
import { monthQuery } from '@/lib/date-time/calendar';

export const metadata: Metadata = { title: findRoute('/time/individual-view').title };

/** One person's month, chosen from the people list; the viewer's own until someone is picked. */
export default async function IndividualViewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const month = monthQuery(query.month);
  const picked = Number(query.user_id);
  // Without a pick, the person is the viewer (from the session, so both calls go out together).
  const userId = Number.isSafeInteger(picked) && picked > 0 ? picked : await viewerId();
  const [gate, calendar, summary] = await Promise.all([
    requireRoute('/time/individual-view'),
    userId ? getPersonCalendar(userId, month) : null,
    userId ? getMonthlySummary(userId, month) : null,
  ]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!calendar) return <PageAbort code={404} />;
  if (!calendar.ok) return <PageAbort {...toAbort(calendar.error)} />;
  const { settings } = gate.auth;
  const { user } = calendar.data;
  return (
    <PersonMonth
      title="Individual view"
      data={calendar.data}
      summary={summary?.ok ? summary.data.data : null}
      formats={tenantFormats(settings)}
      monthHref={(next) => `/time/individual-view?user_id=${user.id}&month=${next}`}
      picker={<PersonPicker selected={{ id: user.id, name: user.name }} month={calendar.data.month} />}
      actions={calendar.data.can_add_attendance ? <AddAttendanceButton userId={user.id} today={calendar.data.today} showClockErrors={gate.permissions.has('edit_any_attendance')} /> : null}
    />
  );
}
