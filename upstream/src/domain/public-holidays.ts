import Holidays from 'date-holidays';
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';

/**
 * Public holidays by country and year, from the date-holidays rules (national
 * public holidays only: no regional, bank, school or observance days), named
 * in English. Countries are identified as the shared countries list does: by
 * their ISO 3166-1 numeric code.
 */

countries.registerLocale(english);

export interface ImportCountry {
  id: number;
  name: string;
  code: string;
}

let cached: ImportCountry[] | undefined;

/** Every country with public-holiday rules, by name. */
export function importCountries(): ImportCountry[] {
  cached ??= Object.keys(new Holidays().getCountries('en'))
    .map((code) => ({ code, id: Number(countries.alpha2ToNumeric(code)), name: countries.getName(code, 'en', { select: 'official' }) ?? code }))
    .filter((country) => Number.isSafeInteger(country.id) && country.id > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}

export const importCountry = (id: number): ImportCountry | undefined => importCountries().find((country) => country.id === id);

/** The country whose holidays a tenant in this time zone keeps (Europe/Berlin → DE), when one can tell. */
export function countryOfTimeZone(timeZone: string): ImportCountry | undefined {
  const code = TIME_ZONE_COUNTRIES[timeZone];
  return code ? importCountries().find((country) => country.code === code) : undefined;
}

// The zones the demo and typical tenants use; others fall back to the first country with rules.
const TIME_ZONE_COUNTRIES: Record<string, string> = {
  'Europe/Berlin': 'DE',
  'Europe/London': 'GB',
  'Europe/Paris': 'FR',
  'Europe/Madrid': 'ES',
  'Europe/Rome': 'IT',
  'Europe/Amsterdam': 'NL',
  'Europe/Vienna': 'AT',
  'Europe/Zurich': 'CH',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/Copenhagen': 'DK',
  'Europe/Dublin': 'IE',
  'Europe/Warsaw': 'PL',
  'Europe/Lisbon': 'PT',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Los_Angeles': 'US',
  'America/Toronto': 'CA',
  'Asia/Dhaka': 'BD',
  'Asia/Kolkata': 'IN',
  'Asia/Tokyo': 'JP',
  'Asia/Singapore': 'SG',
  'Australia/Sydney': 'AU',
  'Pacific/Auckland': 'NZ',
  'Africa/Johannesburg': 'ZA',
  'America/Sao_Paulo': 'BR',
  'America/Mexico_City': 'MX',
};

export interface PublicHolidayDay {
  date: string;
  name: string;
}

/** A country's public holidays of a year, one per date (the first name when two fall on one day), by date. */
export function publicHolidays(code: string, year: number): PublicHolidayDay[] {
  const rules = new Holidays(code, { languages: ['en'], types: ['public'] });
  const byDate = new Map<string, string>();
  for (const holiday of rules.getHolidays(year, 'en')) {
    const date = holiday.date.slice(0, 10);
    if (date.startsWith(`${year}-`) && !byDate.has(date)) byDate.set(date, holiday.name);
  }
  return [...byDate].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
}
