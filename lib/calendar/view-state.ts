import { CALENDAR_KINDS, CALENDAR_VIEWS, isYmd, kindsParam, type CalendarKind, type CalendarView } from '@/lib/calendar/model';
import { oneOfParam, positiveIntParam, type SearchParams } from '@/lib/search-params';

/**
 * What the /calendar screen shows, kept in its URL:
 * ?view=month|week&date=YYYY-MM-DD&kinds=leave,holiday&department=3. No date
 * means today; no kinds means every kind. Client-safe.
 */
export interface CalendarState {
  view: CalendarView;
  date: string | null;
  kinds: CalendarKind[];
  departmentId: number | null;
}

const first = (value: string | string[] | undefined | null) => (Array.isArray(value) ? value[0] : value) ?? undefined;

export function readCalendarState(search: SearchParams | URLSearchParams): CalendarState {
  const get = (name: string) => (search instanceof URLSearchParams ? (search.get(name) ?? undefined) : first(search[name]));
  const date = get('date');
  return {
    view: oneOfParam(get('view'), CALENDAR_VIEWS, 'month'),
    date: date && isYmd(date) ? date : null,
    kinds: kindsParam(get('kinds')),
    departmentId: positiveIntParam(get('department'), null),
  };
}

/** The URL query of a state ("?view=week&date=2026-11-24"), leaving defaults out. */
export function calendarSearch(state: CalendarState): string {
  const query = new URLSearchParams();
  query.set('view', state.view);
  if (state.date) query.set('date', state.date);
  if (state.kinds.length !== CALENDAR_KINDS.length) query.set('kinds', state.kinds.join(','));
  if (state.departmentId !== null) query.set('department', String(state.departmentId));
  return `?${query}`;
}

/**
 * The upstream query of a state. Every kind is asked for: the kind chips filter
 * the answer in the browser, at once and without a call, and their counts come
 * with it.
 */
export function calendarQuery(state: CalendarState) {
  return {
    view: state.view,
    ...(state.date ? { date: state.date } : {}),
    ...(state.departmentId !== null ? { department_id: state.departmentId } : {}),
  };
}
