import type { Metadata } from 'next';
import { SettingsPage } from '@/components/kit/settings-page';
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
    <SettingsPage title={findRoute('/settings/feed-settings/feed-card-setup').title} description="Choose the cards people see beside the feed, and their order." card={false}>
      <FeedCardSetup initial={setup.data} />
    </SettingsPage>
  );
}
