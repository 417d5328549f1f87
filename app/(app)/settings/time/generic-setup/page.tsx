import { GenericSetupForm } from '@/components/time/generic-setup-form';
import { SettingsPage } from '@/components/kit/settings-page';
import { definePage, pageMetadata } from '@/lib/page';
import { sharedListApi } from '@/lib/people/endpoints';
import { getGeneralSetup } from '@/lib/time/api';
import { timeZoneChoices } from '@/lib/time/time-zone-choices';
import { serverCall } from '@/lib/upstream/server';

export const metadata = pageMetadata('/settings/time/generic-setup');

export default definePage('/settings/time/generic-setup', {
  // The time zones are the shared list's (spec part 2: "timezones come from shared lists"), read beside the setup,
  // and the company's own zone, which the list may name otherwise or lack.
  load: () => ({ setup: getGeneralSetup(), zones: serverCall(sharedListApi.timezones) }),
  render: ({ setup, zones }) => (
    <SettingsPage title="Attendance setup" description="Working days, how dates and times are shown, the attendance period and the company’s time zone.">
      <GenericSetupForm setup={setup} timeZones={timeZoneChoices(zones.data.map((zone) => zone.name), setup.data.timezone)} />
    </SettingsPage>
  ),
});
