import { SettingsPage } from '@/components/kit/settings-page';
import { definePage, pageMetadata } from '@/lib/page';
import { findRoute } from '@/lib/routes';
import { getFeedCardSetup } from '@/lib/widgets/api';
import { FeedCardSetup } from './_components/feed-card-setup';

export const metadata = pageMetadata('/settings/feed-settings/feed-card-setup');

/** Which cards the feed sidebar shows, and in which order (configure_feed_sidebar_card). */
export default definePage('/settings/feed-settings/feed-card-setup', {
  load: () => ({ setup: getFeedCardSetup() }),
  render: ({ setup }) => (
    <SettingsPage title={findRoute('/settings/feed-settings/feed-card-setup').title} description="Choose the cards people see beside the feed, and their order." card={false}>
      <FeedCardSetup initial={setup} />
    </SettingsPage>
  ),
});
