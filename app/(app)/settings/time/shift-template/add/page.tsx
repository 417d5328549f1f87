import { SettingsPage } from '@/components/kit/settings-page';
import { ShiftTemplateForm } from '@/components/time/shift-template-form';
import { definePage, pageMetadata } from '@/lib/page';

export const metadata = pageMetadata('/settings/time/shift-template/add');

export default definePage('/settings/time/shift-template/add', {
  render: () => (
    <SettingsPage title="Add shift template">
      <ShiftTemplateForm />
    </SettingsPage>
  ),
});
