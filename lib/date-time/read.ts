import { format, isValid, parse } from 'date-fns';
import { dateFnsPattern } from './format';
import { joinDateTime, parseTimeInput } from './input';

/**
 * Reading what a user typed in a date or date-and-time field (the tenant's
 * format, or ISO) as the ISO value forms hold, with date-fns's parse. Kept
 * apart from ./input because parse is about 4 KB gzip of script: the fields
 * (components/ui/date-time-field.tsx) load this module when first used, and the
 * upstream's import reads spreadsheet cells with it.
 */

const REFERENCE = new Date(2000, 0, 1);

/** The tenant's date pattern with one-digit days and months accepted too ("DD.MM.YYYY" reads "5.3.2026"). */
const lenientPattern = (dateFormat: string) => dateFnsPattern(dateFormat.replace(/DD/g, 'D').replace(/(?<!M)MM(?!M)/g, 'M'));

/** A typed date in the tenant's format (or ISO) as "YYYY-MM-DD", or null when it is not a date. */
export function parseDateInput(text: string, dateFormat: string): string | null {
  const value = text.trim().replace(/\s+/g, ' ');
  if (!value) return null;
  // Month names in any case: "mar 5, 2026" reads as "Mar 5, 2026".
  const titled = value.replace(/\p{L}+/gu, (word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase());
  // A month name may be written out ("December 10, 2026" for "MMM D, YYYY"), and commas left out ("Dec 10 2026").
  const formats = /(?<!M)MMM(?!M)/.test(dateFormat) ? [dateFormat, dateFormat.replace(/(?<!M)MMM(?!M)/, 'MMMM')] : [dateFormat];
  const tries: [text: string, pattern: string][] = formats.flatMap((tenant) => [
    [titled, dateFnsPattern(tenant)],
    [titled, lenientPattern(tenant)],
    [titled.replace(/,/g, ''), lenientPattern(tenant.replace(/,/g, ''))],
  ]);
  for (const [text, pattern] of [...tries, [titled, 'yyyy-MM-dd'] as [string, string]]) {
    const date = parse(text, pattern, REFERENCE);
    const year = date.getFullYear();
    if (isValid(date) && year >= 1000 && year <= 9999) return format(date, 'yyyy-MM-dd');
  }
  return null;
}

const TRAILING_TIME = /^(.*\S)\s+(\d{1,2}(?::?\d{2})?\s*(?:[ap]\.?\s*(?:m\.?)?)?)$/i;

/** A typed date and time ("05.03.2026 9:05 PM") as "YYYY-MM-DD HH:mm:ss", or null. */
export function parseDateTimeInput(text: string, dateFormat: string): string | null {
  const match = TRAILING_TIME.exec(text.trim());
  if (!match) return null;
  const date = parseDateInput(match[1]!, dateFormat);
  const time = parseTimeInput(match[2]!);
  return date && time ? joinDateTime(date, time) : null;
}

/**
 * A date typed in the expected shape that is no day of the calendar ("2026-02-30", "31.04.2026"), named
 * as such; null for text of another shape, or with a month over 12 (day and month more likely swapped),
 * which the field asks for in the expected shape (./input's dateInputInvalid).
 */
export function noSuchDay(typed: string, dateFormat: string): string | null {
  const text = typed.trim();
  const parts = datePartsOf(text, 'YYYY-MM-DD') ?? (/MMM|ddd/.test(dateFormat) ? null : datePartsOf(text, dateFormat));
  return parts && parts.month >= 1 && parts.month <= 12 && parts.day >= 1 && parts.day <= 31 ? `There is no such day as ${text}.` : null;
}

/** The month and day a text in a numeric date format's shape names ("DD.MM.YYYY"), or null for another shape. */
function datePartsOf(text: string, dateFormat: string): { month: number; day: number } | null {
  const order: ('month' | 'day' | 'year')[] = [];
  const pattern = dateFormat.replace(/YYYY|MM?|DD?|[.*+?^${}()|[\]\\/]/g, (token) => {
    if (token === 'YYYY') order.push('year');
    else if (token.startsWith('M')) order.push('month');
    else if (token.startsWith('D')) order.push('day');
    else return `\\${token}`;
    return token === 'YYYY' ? '(\\d{4})' : '(\\d{1,2})';
  });
  const match = new RegExp(`^${pattern}$`).exec(text);
  if (!match || !order.includes('month') || !order.includes('day')) return null;
  const at = (part: 'month' | 'day') => Number(match[order.indexOf(part) + 1]);
  return { month: at('month'), day: at('day') };
}
