import { SettingsPage } from '@/components/kit/settings-page';
import { ShiftTemplateForm } from '@/components/time/shift-template-form';
import { definePage, idOrNotFound, pageMetadata } from '@/lib/page';
import { getShiftTemplate } from '@/lib/time/api';

export const metadata = pageMetadata('/settings/time/shift-template/edit/[id]');

export default definePage('/settings/time/shift-template/edit/[id]', {
  load: ({ params }) => ({ template: getShiftTemplate(idOrNotFound(params.id)) }),
  render: ({ template: { data: template } }) => (
    <SettingsPage
      title="Edit shift template"
      description={template.assigned_count ? `${template.assigned_count} people have upcoming shifts of this template; their published shifts keep the times they were given.` : undefined}
    >
      <ShiftTemplateForm template={template} />
    </SettingsPage>
  ),
});
