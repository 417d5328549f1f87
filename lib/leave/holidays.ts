import type { HolidayImport, HolidayRow } from '@/lib/leave/schemas';
import { positiveIntParam, type SearchParams } from '@/lib/search-params';
import { counted } from '@/lib/shared/plural';

/**
 * What the holiday screens show that the spec's answers do not name: the
 * index returns calendar_years, data, meta and settings_welcome_wizard (not the
 * year it lists); the import's index returns data and country_id (not the year,
 * the years or the countries to choose from). An answer that gives them (the
 * reference upstream's) is taken as it is. Client-safe.
 */

const thisYear = (serverTime: string) => Number(serverTime.slice(0, 4));

/** The year a holiday screen's address asks for (?year=), if any. */
export const askedHolidayYear = (search: SearchParams) => positiveIntParam(search.year, null) ?? undefined;

/** The year the holidays page lists: the answer's, else the one asked for (?year=), else this year on the tenant's clock. */
export function shownHolidayYear(page: { year?: number }, asked: { year?: number }, serverTime: string): number {
  return page.year ?? asked.year ?? thisYear(serverTime);
}

type Country = NonNullable<HolidayImport['countries']>[number];

/**
 * The import's year and choices: the answer's, else the year asked for (or
 * this one), this year and the next to choose from (with the one shown), and
 * the shared countries list (countries/list: the company's country_id is one of them).
 */
export function holidayImportView(
  preview: Pick<HolidayImport, 'year' | 'years' | 'countries'>,
  asked: { year?: number },
  serverTime: string,
  sharedCountries: readonly Country[],
): { year: number; years: number[]; countries: Country[] } {
  const now = thisYear(serverTime);
  const year = preview.year ?? asked.year ?? now;
  const years = preview.years ?? [...new Set([now, now + 1, year])].sort((a, b) => a - b);
  return { year, years, countries: preview.countries ?? [...sharedCountries] };
}

/** Who has a holiday, in the holidays list: everyone, or its chosen people, counted when the answer counts them (the spec names no count). */
export function holidayWhoText(holiday: Pick<HolidayRow, 'for_everyone' | 'people_count'>): string {
  if (holiday.for_everyone) return 'Everyone';
  if (holiday.people_count === undefined) return 'Chosen people';
  return counted(holiday.people_count, 'person', 'people');
}
