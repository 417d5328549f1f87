import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageAbort } from '@/components/shell/page-abort';
import { PersonMonth } from '@/components/time/person-month';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute } from '@/lib/routes';
import { tenantFormats } from '@/lib/date-time/format';
import { getArchivedCalendar, getMonthlySummary } from '@/lib/time/api';
import { monthQuery } from '@/lib/date-time/calendar';

export const metadata: Metadata = { title: findRoute('/time/[user_id]').title };

/** An archived person's attendance (spec: /time/{user_id}, view_archived_employee). */
export default async function ArchivedAttendancePage({
  params,
  searchParams,
}: {
  params: Promise<{ user_id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ user_id }, query] = await Promise.all([params, searchParams]);
  const userId = Number(user_id);
  if (!Number.isSafeInteger(userId) || userId <= 0) notFound();
  const month = monthQuery(query.month);
  const [gate, calendar, summary] = await Promise.all([requireRoute('/time/[user_id]'), getArchivedCalendar(userId, month), getMonthlySummary(userId, month)]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!calendar.ok) return <PageAbort {...toAbort(calendar.error)} />;
  const { settings } = gate.auth;
  return (
    <PersonMonth
      title="Attendance history"
      data={calendar.data}
      summary={summary.ok ? summary.data.data : null}
      formats={tenantFormats(settings)}
      monthHref={(next) => `/time/${userId}?month=${next}`}
    />
  );
}
