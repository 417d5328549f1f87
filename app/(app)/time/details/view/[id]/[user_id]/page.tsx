import { ShellCheck } from '@/components/shell/shell-check';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageAbort } from '@/components/shell/page-abort';
import { AttendanceDetailsPanel } from '@/components/time/attendance-details';
import { BackLink } from '@/components/kit/back-link';
import { MenuLight } from '@/components/shell/menu-light';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute, routeHref } from '@/lib/routes';
import { tenantFormats } from '@/lib/date-time/format';
import { getAttendanceDetails } from '@/lib/time/api';

export const metadata: Metadata = { title: findRoute('/time/details/view/[id]/[user_id]').title };

const positive = (value: string) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** One attendance entry in full, with the reviewers' actions. */
export default async function AttendanceDetailsPage({ params }: { params: Promise<{ id: string; user_id: string }> }) {
  const raw = await params;
  const id = positive(raw.id);
  const userId = positive(raw.user_id);
  if (!id || !userId) notFound();
  const [gate, details] = await Promise.all([requireRoute('/time/details/view/[id]/[user_id]'), getAttendanceDetails(id, userId)]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!details.ok) return <PageAbort {...toAbort(details.error)} />;
  const { settings, author } = gate.auth;
  const month = details.data.data.working_date.slice(0, 7);
  const back =
    author.id === userId
      ? { href: `/time/self?month=${month}`, label: 'My attendance' }
      : gate.permissions.has('view_any_attendance')
        ? { href: `/time/individual-view?user_id=${userId}&month=${month}`, label: `${details.data.user.name}’s month` }
        : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-3 py-6 sm:px-6">
      <ShellCheck />
      {back ? <BackLink {...back} /> : null}
      {/* Someone else's day belongs under the individual view it is reached from, not My attendance (the path's item). */}
      {author.id !== userId && gate.permissions.has('view_any_attendance') ? <MenuLight href={routeHref('/time/individual-view')} /> : null}
      <h1 className="text-2xl font-semibold text-slate-900">Attendance details</h1>
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <AttendanceDetailsPanel
          details={details.data}
          formats={tenantFormats(settings)}
          showClockErrors={gate.permissions.has('edit_any_attendance')}
          headingLevel={2}
        />
      </div>
    </div>
  );
}
