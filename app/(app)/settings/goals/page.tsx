import { GoalSettingsForm } from '@/components/goals/goal-settings-form';
import { SettingsPage } from '@/components/kit/settings-page';
import { goalApi } from '@/lib/goals/endpoints';
import { definePage, pageMetadata } from '@/lib/page';
import { serverCall } from '@/lib/upstream/server';

export const metadata = pageMetadata('/settings/goals');

/** /settings/goals (edit_employee; path and permission are ours): how goals behave for everyone. */
export default definePage('/settings/goals', {
  load: () => ({ settings: serverCall(goalApi.settings) }),
  render: ({ settings }) => (
    <SettingsPage title="Goals settings" description="How new goals start, and what moving a goal to Done means.">
      <GoalSettingsForm settings={settings.data} />
    </SettingsPage>
  ),
});
