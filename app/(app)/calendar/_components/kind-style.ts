import type { CalendarKind } from '@/lib/calendar/model';

/** Each kind's colours: the legend swatch, an entry in the grid, an active filter chip. Literal classes, for Tailwind to find. */
export const KIND_STYLE: Readonly<Record<CalendarKind, { swatch: string; entry: string; chip: string }>> = {
  holiday: { swatch: 'bg-violet-500', entry: 'border-violet-500 bg-violet-50 text-violet-900', chip: 'border-violet-300 bg-violet-50 text-violet-900' },
  leave: { swatch: 'bg-sky-500', entry: 'border-sky-500 bg-sky-50 text-sky-900', chip: 'border-sky-300 bg-sky-50 text-sky-900' },
  birthday: { swatch: 'bg-pink-500', entry: 'border-pink-500 bg-pink-50 text-pink-900', chip: 'border-pink-300 bg-pink-50 text-pink-900' },
  anniversary: { swatch: 'bg-amber-500', entry: 'border-amber-500 bg-amber-50 text-amber-900', chip: 'border-amber-300 bg-amber-50 text-amber-900' },
  shift: { swatch: 'bg-teal-500', entry: 'border-teal-500 bg-teal-50 text-teal-900', chip: 'border-teal-300 bg-teal-50 text-teal-900' },
};

/** One entry's kind, as a screen reader hears it beside the entry. */
export const KIND_LABEL: Readonly<Record<CalendarKind, string>> = {
  holiday: 'Holiday',
  leave: 'Leave',
  birthday: 'Birthday',
  anniversary: 'Work anniversary',
  shift: 'Shift',
};
