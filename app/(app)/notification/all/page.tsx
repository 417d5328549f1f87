import { ShellCheck } from '@/components/shell/shell-check';
import type { Metadata } from 'next';
import { PageAbort } from '@/components/shell/page-abort';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { getNotificationPage } from '@/lib/notifications/api';
import { findRoute } from '@/lib/routes';
import { AllAlerts } from './_components/all-alerts';

export const metadata: Metadata = { title: findRoute('/notification/all').title };

/** All Alerts (spec part 2 §1): every alert of the user, paged, with read state and mark-as-read. */
export default async function AllAlertsPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const gate = await requireRoute('/notification/all');
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  const raw = Number((await searchParams).page);
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const perPage = gate.auth.settings.rows_per_page;
  const result = await getNotificationPage(page, perPage);
  if (!result.ok) return <PageAbort {...toAbort(result.error)} />;

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <ShellCheck />
      <AllAlerts userId={gate.auth.author.id} page={page} perPage={perPage} initial={result.data} />
    </section>
  );
}
