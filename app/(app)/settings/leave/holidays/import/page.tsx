import { SettingsPage } from '@/components/kit/settings-page';
import { ImportHolidayList } from '@/components/leave/holiday-actions';
import { buttonClasses } from '@/components/ui/button';
import { SubmitOnChangeSelect } from '@/components/ui/submit-on-change-select';
import { PageAbort } from '@/components/shell/page-abort';
import { toAbort } from '@/lib/errors';
import { holidayApi } from '@/lib/leave/endpoints';
import { askedHolidayYear, holidayImportView } from '@/lib/leave/holidays';
import { sharedListApi } from '@/lib/people/endpoints';
import { definePage, pageMetadata } from '@/lib/page';
import { routeHref } from '@/lib/routes';
import { positiveIntParam } from '@/lib/search-params';
import { formatDate } from '@/lib/date-time/format';
import { serverCall } from '@/lib/upstream/server';

const ROUTE = '/settings/leave/holidays/import';

export const metadata = pageMetadata(ROUTE);

/**
 * Import public holidays: pick a country and a year (a plain GET form, so it
 * works before hydration; each pick sends it, so the list shown is always the
 * one picked), preview that country's public holidays, import the ticked ones.
 * Days already added are shown and skipped.
 */
export default definePage(ROUTE, {
  load: ({ search }) => ({
    preview: serverCall(holidayApi.importIndex, {
      query: { country_id: positiveIntParam(search.country_id, null) ?? undefined, year: askedHolidayYear(search) },
    }),
  }),
  render: async ({ preview }, { gate, search }) => {
    const { date_format: dateFormat } = gate.auth.settings;
    // The spec's answer names no countries: then the shared countries list is the choice (read only when needed).
    let shared: { id: number; name: string; code: string }[] = [];
    if (!preview.countries) {
      const countries = await serverCall(sharedListApi.countries);
      if (!countries.ok) return <PageAbort {...toAbort(countries.error)} />;
      shared = countries.data.data;
    }
    const { year, years, countries } = holidayImportView(preview, { year: askedHolidayYear(search) }, gate.auth.app.server_time, shared);
    const country = countries.find((item) => item.id === preview.country_id);
    const listHref = `${routeHref('/settings/leave/holidays')}?year=${year}`;
    const select = 'min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm';
    return (
      <SettingsPage title="Import holidays" description="Add a country’s public holidays for everyone." back={{ href: listHref, label: 'Holidays' }}>
        <form method="get" className="mb-4 flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            Country
            <SubmitOnChangeSelect name="country_id" defaultValue={preview.country_id} className={select}>
              {countries.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </SubmitOnChangeSelect>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            Year
            <SubmitOnChangeSelect name="year" defaultValue={year} className={select}>
              {years.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </SubmitOnChangeSelect>
          </label>
          <button type="submit" className={buttonClasses('secondary')}>
            Show holidays
          </button>
        </form>
        <h2 className="mb-2 text-base font-semibold text-slate-900">{`Public holidays of ${country?.name ?? 'the country'} in ${year}`}</h2>
        <ImportHolidayList
          key={`${preview.country_id}-${year}`}
          countryId={preview.country_id}
          year={year}
          days={preview.data.map((day) => ({ ...day, label: formatDate(day.date, dateFormat) }))}
          listHref={listHref}
        />
      </SettingsPage>
    );
  },
});
