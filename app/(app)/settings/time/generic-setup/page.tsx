import type { Metadata } from 'next';
import { PageAbort } from '@/components/shell/page-abort';
import { GenericSetupForm } from '@/components/time/generic-setup-form';
import { SettingsPage } from '@/components/kit/settings-page';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute } from '@/lib/routes';
import { getGeneralSetup } from '@/lib/time/api';

export const metadata: Metadata = { title: findRoute('/settings/time/generic-setup').title };

export default async function GenericSetupPage() {
  const [gate, setup] = await Promise.all([requireRoute('/settings/time/generic-setup'), getGeneralSetup()]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!setup.ok) return <PageAbort {...toAbort(setup.error)} />;
  return (
    <SettingsPage title="Attendance setup" description="Working days, how dates and times are shown, the attendance period and the company’s time zone.">
      <GenericSetupForm setup={setup.data} />
    </SettingsPage>
  );
}
