import type { Metadata } from 'next';
import { PageAbort } from '@/components/shell/page-abort';
import { GenericSetupForm } from '@/components/time/generic-setup-form';
import { SettingsPage } from '@/components/kit/settings-page';
import { requireRoute } from '@/lib/auth/api';
import { toAbort } from '@/lib/errors';
import { findRoute } from '@/lib/routes';
import { sharedListApi } from '@/lib/people/endpoints';
import { getGeneralSetup } from '@/lib/time/api';
import { serverCall } from '@/lib/upstream/server';

export const metadata: Metadata = { title: findRoute('/settings/time/generic-setup').title };

export default async function GenericSetupPage() {
  // The time zones are the shared list's (spec part 2: "timezones come from shared lists"), read beside the setup.
  const [gate, setup, zones] = await Promise.all([requireRoute('/settings/time/generic-setup'), getGeneralSetup(), serverCall(sharedListApi.timezones)]);
  if (!gate.ok) return <PageAbort {...gate.abort} />;
  if (!setup.ok) return <PageAbort {...toAbort(setup.error)} />;
  if (!zones.ok) return <PageAbort {...toAbort(zones.error)} />;
  return (
    <SettingsPage title="Attendance setup" description="Working days, how dates and times are shown, the attendance period and the company’s time zone.">
      <GenericSetupForm setup={setup.data} timeZones={zones.data.data.map((zone) => zone.name)} />
    </SettingsPage>
  );
}
