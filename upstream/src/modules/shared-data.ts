import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { json } from '../http/respond';
import type { Router } from '../http/router';
import { TIME_ZONES } from '../domain/time-zones';

/**
 * Shared lists (spec part 2 §7 "Shared lists, under /settings/landlord/shared-data/"),
 * for any signed-in user: every ISO 3166-1 country, every IANA time zone this
 * runtime knows (by its current name, domain/time-zones.ts), religions and marital statuses. Ids are stable: a country's
 * is its ISO numeric code, the others their position in a list that only grows.
 */

countries.registerLocale(english);

const COUNTRIES = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ id: Number(countries.alpha2ToNumeric(code)), name, code }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** A country of the shared list by its id (its ISO 3166-1 numeric code). */
export const countryById = (id: number) => COUNTRIES.find((country) => country.id === id);

const named = (names: readonly string[]) => names.map((name, index) => ({ id: index + 1, name }));

const RELIGIONS = named([
  'Buddhism',
  'Christianity',
  'Hinduism',
  'Islam',
  'Jainism',
  'Judaism',
  'Sikhism',
  'Traditional or folk religion',
  'Other',
  'No religion',
  'Prefer not to say',
]);

const MARITAL_STATUSES = named(['Single', 'Married', 'Civil partnership', 'Separated', 'Divorced', 'Widowed', 'Prefer not to say']);

/** A religion or marital status of the shared lists by its id. */
export const religionById = (id: number) => RELIGIONS.find((item) => item.id === id);
export const maritalStatusById = (id: number) => MARITAL_STATUSES.find((item) => item.id === id);

const P = '/settings/landlord/shared-data';

export function registerSharedData(router: Router): void {
  router.get(`${P}/countries/list`, () => json({ data: COUNTRIES }), { auth: true });
  router.get(`${P}/timezones/list`, () => json({ data: TIME_ZONES }), { auth: true });
  router.get(`${P}/religions/list`, () => json({ data: RELIGIONS }), { auth: true });
  router.get(`${P}/marital-status/list`, () => json({ data: MARITAL_STATUSES }), { auth: true });
}
