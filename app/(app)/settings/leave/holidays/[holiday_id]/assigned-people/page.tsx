import { AssignedPeopleList } from '@/components/kit/assigned-people-list';
import { SettingsPage } from '@/components/kit/settings-page';
import { AssignHolidayPeopleButton, RemoveHolidayPersonButton } from '@/components/leave/holiday-actions';
import { getHolidayPeople } from '@/lib/leave/holiday-api';
import { definePage, idOrNotFound, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { pageParam, textParam } from '@/lib/search-params';

const ROUTE = '/settings/leave/holidays/[holiday_id]/assigned-people';

export const metadata = pageMetadata(ROUTE);

/** Who has a holiday: everyone (listed, no assigning), or its chosen people (assign more, remove). */
export default definePage(ROUTE, {
  load: ({ params, search }) => ({
    people: getHolidayPeople(idOrNotFound(params.holiday_id), { page: pageParam(search), search: textParam(search.search) || undefined }),
  }),
  render: ({ people }, { can, search, params }) => {
    const { holiday } = people;
    const manage = can('manage_holiday') && !holiday.for_everyone;
    return (
      <SettingsPage
        title={holiday.name}
        description={holiday.for_everyone ? 'Everyone has this holiday. Edit it to give it to chosen people instead.' : 'The people who have this holiday.'}
        back={{ href: routeHref('/settings/leave/holidays'), label: 'Holidays' }}
        card={false}
        actions={manage ? <AssignHolidayPeopleButton itemId={holiday.id} itemName={holiday.name} /> : null}
      >
        <AssignedPeopleList
          itemName={holiday.name}
          people={people}
          search={search}
          href={routeHref(ROUTE, { holiday_id: params.holiday_id })}
          remove={manage ? (person) => <RemoveHolidayPersonButton itemId={holiday.id} itemName={holiday.name} person={person} /> : undefined}
          emptyText={manage ? 'Assign people to give them this holiday.' : undefined}
        />
      </SettingsPage>
    );
  },
});
