'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarLinks } from '@/lib/calendar/present';
import type { CalendarEntry } from '@/lib/calendar/schemas';
import { WeekdayHeads } from '@/components/time/weekday-heads';
import { isoDay, monthGrid, shiftDate, weekdayLong } from '@/lib/date-time/calendar';
import { formatDate } from '@/lib/date-time/format';
import { EntryChip } from './calendar-entry';
import type { CalendarFormats } from './company-calendar';
import { counted } from '@/lib/shared/plural';

/** Entries a month cell shows before "+N more". */
export const CELL_ENTRIES = 3;

const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export interface ViewProps {
  byDate: ReadonlyMap<string, CalendarEntry[]>;
  today: string;
  formats: CalendarFormats;
  links: CalendarLinks;
  onOpenDay: (date: string) => void;
}

/** "Tuesday, 24-11-2026 (today): 4 entries", what a day's cell or heading says. */
export function dayLabel(date: string, today: string, count: number, dateFormat: string): string {
  return `${weekdayLong(isoDay(date))}, ${formatDate(date, dateFormat)}${date === today ? ' (today)' : ''}: ${count === 0 ? 'nothing' : counted(count, 'entry', 'entries')}`;
}

/**
 * The month as a grid of whole weeks. One day cell is in the tab order at a
 * time: arrow keys move between days (past the month's edge they turn the
 * page), Home and End go to the ends of the week, Enter opens the day's list.
 * Entries inside cells are for the mouse; the day's list holds them for the
 * keyboard.
 */
export function MonthView({
  month,
  firstDayOfWeek,
  caption,
  byDate,
  today,
  formats,
  links,
  onOpenDay,
  onMoveOutside,
}: ViewProps & { month: string; firstDayOfWeek: number; caption: string; onMoveOutside: (date: string) => void }) {
  const { weekdays, weeks } = monthGrid(month, firstDayOfWeek);
  const dates = weeks.flatMap((week) => week.days.map((day) => day.date));
  const [focused, setFocused] = useState<string | null>(null);
  const active = focused && dates.includes(focused) ? focused : today.startsWith(month) ? today : `${month}-01`;
  const cells = useRef(new Map<string, HTMLElement>());
  const moved = useRef(false);

  // After a key moved the focus: once the day is in the grid (past the edge, when the next page shows).
  useEffect(() => {
    if (!moved.current || active !== focused) return;
    cells.current.get(active)?.focus();
    moved.current = false;
  }, [active, focused, month]);

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(date);
      return;
    }
    const position = weekdays.indexOf(isoDay(date));
    const step = event.key === 'Home' ? -position : event.key === 'End' ? 6 - position : STEP[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const target = shiftDate(date, step);
    moved.current = true;
    setFocused(target);
    if (!dates.includes(target)) onMoveOutside(target);
  };

  return (
    <table role="grid" aria-label={caption} className="w-full table-fixed border-separate border-spacing-1">
      <thead>
        <tr>
          <WeekdayHeads weekdays={weekdays} />
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.days[0]!.date}>
            {week.days.map(({ date, inMonth }) => {
              const entries = byDate.get(date) ?? [];
              const isToday = date === today;
              const more = entries.length - CELL_ENTRIES;
              return (
                <td
                  key={date}
                  role="gridcell"
                  tabIndex={date === active ? 0 : -1}
                  aria-label={dayLabel(date, today, entries.length, formats.dateFormat)}
                  aria-current={isToday ? 'date' : undefined}
                  ref={(element) => {
                    if (element) cells.current.set(date, element);
                    else cells.current.delete(date);
                  }}
                  onFocus={() => setFocused(date)}
                  onKeyDown={(event) => onKeyDown(event, date)}
                  className={`h-28 overflow-hidden rounded-lg border p-1 align-top outline-none focus-visible:ring-2 focus-visible:ring-primary ${
                    isToday ? 'border-primary/50 bg-primary/5' : inMonth ? 'border-slate-200 bg-white' : 'border-slate-100 bg-slate-50'
                  }`}
                >
                  <div className="flex h-full flex-col gap-0.5">
                    <button
                      type="button"
                      tabIndex={-1}
                      onClick={() => onOpenDay(date)}
                      aria-hidden
                      className={`grid size-6 place-items-center self-start rounded-full text-xs font-semibold hover:ring-2 hover:ring-primary/30 ${isToday ? 'bg-primary text-white' : inMonth ? 'text-slate-800' : 'font-medium text-slate-500'}`}
                    >
                      {Number(date.slice(8))}
                    </button>
                    {entries.slice(0, more > 0 ? CELL_ENTRIES - 1 : CELL_ENTRIES).map((entry) => (
                      <EntryChip key={entry.key} entry={entry} links={links} timeFormat={formats.timeFormat} focusable={false} />
                    ))}
                    {more > 0 ? (
                      <button type="button" tabIndex={-1} onClick={() => onOpenDay(date)} className="self-start rounded px-1 text-[11px] font-semibold text-primary hover:bg-primary/10">
                        +{more + 1} more
                      </button>
                    ) : null}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
