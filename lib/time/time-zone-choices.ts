/**
 * The time zones the generic setup offers: the shared list's, and the company's own zone where the
 * list lacks it (a zone the list names otherwise, such as Asia/Kolkata for Asia/Calcutta, or UTC).
 * Missing, it left the field blank, and the form sent a zone no option showed.
 */
export function timeZoneChoices(list: readonly string[], saved: string | null | undefined): string[] {
  return saved && !list.includes(saved) ? [...list, saved].sort() : [...list];
}
