import { IntentLink } from '@/components/ui/intent-link';
import { DataTable } from '@/components/kit/data-table';
import { SearchBox } from '@/components/kit/search-box';
import { SettingsPage } from '@/components/kit/settings-page';
import { AddHolidayButton, DeleteHolidayButton, EditHolidayButton } from '@/components/leave/holiday-actions';
import { SettingsWelcomeWizard } from '@/components/leave/welcome-wizard';
import { wizardAccess } from '@/lib/leave/wizard-steps';
import { buttonClasses } from '@/components/ui/button';
import { Dates } from '@/components/ui/dates';
import { holidayApi } from '@/lib/leave/endpoints';
import { askedHolidayYear, holidayWhoText, shownHolidayYear } from '@/lib/leave/holidays';
import { definePage, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { pageParam, textParam, withParams } from '@/lib/search-params';
import { formatDate } from '@/lib/date-time/format';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/leave/holidays';

export const metadata = pageMetadata(ROUTE);

/** Holidays by calendar year (calendar_years to switch), everyone's or chosen people's; add, edit, delete, import. */
export default definePage(ROUTE, {
  load: ({ search }) => ({
    holidays: serverCall(holidayApi.index, {
      query: { year: askedHolidayYear(search), page: pageParam(search), search: textParam(search.search) || undefined },
    }),
  }),
  render: ({ holidays }, { can, search, gate }) => {
    const manage = can('manage_holiday');
    const { date_format: dateFormat } = gate.auth.settings;
    const year = shownHolidayYear(holidays, { year: askedHolidayYear(search) }, gate.auth.app.server_time);
    const searched = textParam(search.search);
    const dates = (start: string, end: string) => (start === end ? formatDate(start, dateFormat) : `${formatDate(start, dateFormat)} – ${formatDate(end, dateFormat)}`);
    return (
      <SettingsPage
        title="Holidays"
        description="Days off for everyone, or for chosen people, by calendar year. Time screens show them."
        card={false}
        actions={
          manage ? (
            <div className="flex flex-wrap gap-2">
              <IntentLink href={`${routeHref('/settings/leave/holidays/import')}?year=${year}`} className={buttonClasses('secondary')}>
                Import public holidays
              </IntentLink>
              <AddHolidayButton />
            </div>
          ) : null
        }
      >
        <SettingsWelcomeWizard wizard={holidays.settings_welcome_wizard} access={wizardAccess(gate.permissions)} />
        <nav aria-label="Calendar years" className="flex flex-wrap gap-2">
          {holidays.calendar_years.map((item) => (
            <IntentLink
              key={item}
              href={`${ROUTE}${withParams({}, { year: item })}`}
              aria-current={item === year ? 'page' : undefined}
              className={buttonClasses(item === year ? 'primary' : 'secondary')}
            >
              {item}
            </IntentLink>
          ))}
        </nav>
        <SearchBox label="Search holidays" />
        <DataTable
          caption={`Holidays ${year}`}
          rows={holidays.data}
          rowKey={(holiday) => holiday.id}
          columns={[
            { key: 'name', header: 'Name', cell: (holiday) => holiday.name },
            { key: 'date', header: 'Date', cell: (holiday) => <Dates text={dates(holiday.start_date, holiday.end_date)} /> },
            { key: 'who', header: 'Who has it', hideBelow: 'sm', stack: true, cell: holidayWhoText },
          ]}
          rowActions={(holiday) => (
            <>
              <IntentLink
                href={routeHref('/settings/leave/holidays/[holiday_id]/assigned-people', { holiday_id: holiday.id })}
                className={buttonClasses('ghost')}
                aria-label={`People of ${holiday.name}`}
              >
                People
              </IntentLink>
              {manage ? <EditHolidayButton id={holiday.id} name={holiday.name} /> : null}
              {manage ? <DeleteHolidayButton id={holiday.id} name={holiday.name} /> : null}
            </>
          )}
          empty={
            searched
              ? { title: `No holidays in ${year} match “${searched}”`, text: 'Try another name, or clear the search.' }
              : { title: `No holidays in ${year} yet`, text: 'Import your country’s public holidays, or add the company’s own days off.' }
          }
          meta={holidays.meta}
          pageHref={(page) => `${ROUTE}${withParams(search, { page: page > 1 ? page : undefined })}`}
          noun="holidays"
        />
      </SettingsPage>
    );
  },
});
