import { calendarApi } from '@/lib/calendar/endpoints';
import { calendarQuery, readCalendarState } from '@/lib/calendar/view-state';
import { definePage, pageMetadata } from '@/lib/page';
import { serverCall } from '@/lib/upstream/server';
import { CompanyCalendar } from './_components/company-calendar';

const ROUTE = '/calendar';

export const metadata = pageMetadata(ROUTE);

/** The company calendar (spec part 1 §2, access_calendar_module): approved leave, holidays, birthdays, work anniversaries and shifts. */
export default definePage(ROUTE, {
  load: ({ search }) => ({ calendar: serverCall(calendarApi.index, { query: calendarQuery(readCalendarState(search)) }) }),
  render: ({ calendar }, { search, gate, can }) => (
    <div className="mx-auto flex w-full max-w-7xl flex-col px-3 py-6 sm:px-6">
      <CompanyCalendar
        initial={calendar}
        initialState={readCalendarState(search)}
        formats={{ dateFormat: gate.auth.settings.date_format, timeFormat: gate.auth.settings.time_format }}
        links={{ holidays: can('view_holiday'), shifts: can('view_shift_calendar') }}
      />
    </div>
  ),
});
