import { SettingsPage } from '@/components/kit/settings-page';
import { LeaveApplicationForm } from '@/components/leave/application/leave-application-form';
import { getNewApplication } from '@/lib/leave/application-api';
import { definePage, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { positiveIntParam } from '@/lib/search-params';

export const metadata = pageMetadata('/leave/application/new');

/** Apply for leave (spec part 2: apply_leave_application); ?user_id= applies on someone's behalf. */
export default definePage('/leave/application/new', {
  load: ({ search }) => ({ application: getNewApplication(positiveIntParam(search.user_id, null) ?? undefined) }),
  render: ({ application }, { gate }) => (
    <SettingsPage
      title="Apply for leave"
      description={application.author.id === gate.auth.author.id ? 'Choose the type and dates; holidays and days off inside them are not counted.' : `On behalf of ${application.author.name}.`}
      back={{ href: routeHref('/leaves/self'), label: 'My leave' }}
      wide
    >
      <LeaveApplicationForm application={application} />
    </SettingsPage>
  ),
});
