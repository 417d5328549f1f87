import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageAbort } from '@/components/shell/page-abort';
import { SettingsPage } from '@/components/kit/settings-page';
import { ShiftTemplateForm } from '@/components/time/shift-template-form';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute } from '@/lib/routes';
import { getShiftTemplate } from '@/lib/time/api';

export const metadata: Metadata = { title: findRoute('/settings/time/shift-template/edit/[id]').title };

export default async function EditShiftTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const [gate, template] = await Promise.all([requireRoute('/settings/time/shift-template/edit/[id]'), getShiftTemplate(id)]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!template.ok) return <PageAbort {...toAbort(template.error)} />;
  return (
    <SettingsPage title="Edit shift template" description={template.data.data.assigned_count ? `${template.data.data.assigned_count} people have upcoming shifts of this template; their published shifts keep the times they were given.` : undefined}>
      <ShiftTemplateForm template={template.data.data} />
    </SettingsPage>
  );
}
