/**
 * The time zones (the shared list, timezones/list, which the generic setup
 * offers) and the rule a tenant's zone is saved by.
 *
 * The list is the runtime's (Intl.supportedValuesOf), whose ICU keeps CLDR's
 * names: for a zone IANA has renamed that is the old one (Asia/Calcutta,
 * Europe/Kiev), and UTC is not among them. A tenant on Asia/Kolkata or UTC, both
 * valid IANA names, found its own zone missing from the list, and its setup could
 * not be saved. The list now has the current names and UTC; a save takes any
 * zone name the runtime knows, current or old.
 */

/** CLDR's canonical name → the zone's current IANA name, for the zones renamed since. */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone name this runtime knows (Intl), in IANA's form: 'Asia/Kolkata', 'Asia/Calcutta', 'UTC'; not an offset ('+05:30'). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The shared list's zones, by name. A zone's id is its position in the runtime's list (a renamed zone
 * keeps its old name's), UTC's the one after them, so an id means the zone it meant before.
 */
export const TIME_ZONES: readonly { id: number; name: string }[] = (() => {
  const runtime = Intl.supportedValuesOf('timeZone');
  const ids = new Map<string, number>();
  runtime.forEach((name, index) => {
    const current = CURRENT_NAMES[name] ?? name;
    if (!ids.has(current)) ids.set(current, index + 1);
  });
  if (!ids.has('UTC')) ids.set('UTC', runtime.length + 1);
  return [...ids].map(([name, id]) => ({ id, name })).sort((a, b) => (a.name < b.name ? -1 : 1));
})();
