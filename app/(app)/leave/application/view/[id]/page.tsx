import { SettingsPage } from '@/components/kit/settings-page';
import { MenuLight } from '@/components/shell/menu-light';
import { LeaveApplicationView } from '@/components/leave/application/leave-application-view';
import { RefreshOnAlert } from '@/components/realtime/live-refresh';
import { getApplication, getApplicationComments } from '@/lib/leave/application-api';
import { definePage, idOrNotFound, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';

export const metadata = pageMetadata('/leave/application/view/[id]');

/** One leave application with its approval timeline and comments: both read in one round, and again on a live alert about it. */
export default definePage('/leave/application/view/[id]', {
  load: ({ params }) => {
    const id = idOrNotFound(params.id);
    return { application: getApplication(id), comments: getApplicationComments(id) };
  },
  render: ({ application, comments }, { gate }) => {
    const mine = application.author.id === gate.auth.author.id;
    const back = mine ? { href: routeHref('/leaves/self'), label: 'My leave' } : { href: routeHref('/leaves/all'), label: 'All leave' };
    return (
      <SettingsPage
        title={mine ? 'My leave application' : `${application.author.name}’s leave application`}
        back={back}
        card={false}
        wide
      >
        {/* The menu lights where the way back leads: someone else's application is under All leave. */}
        <MenuLight href={back.href} />
        <LeaveApplicationView application={application} comments={comments} timeZone={gate.auth.app.timezone} />
        {application.item ? <RefreshOnAlert kind="leave_application" id={application.item.id} /> : null}
      </SettingsPage>
    );
  },
});
