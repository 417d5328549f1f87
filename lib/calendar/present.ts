import type { CalendarEntry } from '@/lib/calendar/schemas';
import { formatTimeRange } from '@/lib/date-time/format';
import { spentTypeName } from '@/lib/leave/leave-days';
import { profileHref } from '@/lib/people/links';
import { routeHref } from '@/lib/routes';
import { counted } from '@/lib/shared/plural';

/** How the calendar names and links an entry. Client-safe. */

/** Sources the viewer may open beyond leave and profiles (by permission). */
export interface CalendarLinks {
  holidays: boolean;
  shifts: boolean;
}

/** Who or what an entry is (the line a cell shows) and what it is about. */
export function entryText(entry: CalendarEntry, timeFormat: number): { who: string; what: string } {
  const people = (count: number) => counted(count, 'person', 'people');
  switch (entry.kind) {
    case 'leave':
      return { who: entry.person?.name ?? '', what: entry.spent_type && entry.spent_type !== 'full' ? `${entry.title} (${spentTypeName(entry.spent_type)})` : entry.title };
    case 'holiday':
      return { who: entry.title, what: entry.people_count === null ? 'Company holiday' : `Holiday for ${people(entry.people_count)}` };
    case 'shift':
      return { who: entry.title, what: `${formatTimeRange(entry, timeFormat)} · ${people(entry.people_count ?? 0)}` };
    default:
      return { who: entry.person?.name ?? '', what: entry.title };
  }
}

/** The screen an entry opens, or null when the viewer has none to open. */
export function entryHref(entry: CalendarEntry, links: CalendarLinks): string | null {
  const { source } = entry;
  switch (source.type) {
    case 'leave_application':
      return routeHref('/leave/application/view/[id]', { id: source.id });
    case 'profile':
      return profileHref(source);
    case 'holiday':
      return links.holidays ? `${routeHref('/settings/leave/holidays')}?year=${source.year}` : null;
    case 'shift':
      return links.shifts ? routeHref('/settings/time/shift-assignment/[[action_id]]') : null;
  }
}
