import type { Metadata } from 'next';
import { PageAbort } from '@/components/shell/page-abort';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute } from '@/lib/routes';
import { getFeedCardSetup } from '@/lib/widgets/api';
import { FeedCardSetup } from './_components/feed-card-setup';

export const metadata: Metadata = { title: findRoute('/settings/feed-settings/feed-card-setup').title };

/** Which cards the feed sidebar shows, and in which order (configure_feed_sidebar_card). */
export default async function FeedCardSetupPage() {
  const [gate, setup] = await Promise.all([requireRoute('/settings/feed-settings/feed-card-setup'), getFeedCardSetup()]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!setup.ok) return <PageAbort {...toAbort(setup.error)} />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-semibold text-slate-900">{findRoute('/settings/feed-settings/feed-card-setup').title}</h1>
      <p className="mt-1 text-sm text-slate-600">Choose the cards people see beside the feed, and their order.</p>
      <FeedCardSetup initial={setup.data} />
    </section>
  );
}
