import type { Metadata } from 'next';
import { PageAbort } from '@/components/shell/page-abort';
import { SettingsPage } from '@/components/kit/settings-page';
import { ShiftTemplateForm } from '@/components/time/shift-template-form';
import { requireRoute } from '@/lib/auth/api';
import { findRoute } from '@/lib/routes';

export const metadata: Metadata = { title: findRoute('/settings/time/shift-template/add').title };

export default async function AddShiftTemplatePage() {
  const gate = await requireRoute('/settings/time/shift-template/add');
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  return (
    <SettingsPage title="Add shift template">
      <ShiftTemplateForm />
    </SettingsPage>
  );
}
