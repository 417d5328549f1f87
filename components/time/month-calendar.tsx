import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import { DayIcon } from '@/components/time/day-icon';
import { WeekdayHeads } from '@/components/time/weekday-heads';
import { monthGrid } from '@/lib/date-time/calendar';
import { formatDate, formatDuration, formatTime, type TimeFormats } from '@/lib/date-time/format';
import { dayBadges, dayIconKind, dayIconLabel } from '@/lib/time/icons';
import type { CalendarDay } from '@/lib/time/schemas';


interface MonthCalendarProps {
  month: string;
  today: string;
  firstDayOfWeek: number;
  days: readonly CalendarDay[];
  formats: TimeFormats;
  /** The details page of a day's attendance. */
  detailsHref: (attendanceId: number) => string;
}

/**
 * A month as a table of whole weeks starting on the server's first day of
 * week, with ISO week numbers down the side; `renderDay` fills each day of the
 * month (days of the neighbouring months show only their number).
 */
export function MonthGrid({
  month,
  firstDayOfWeek,
  caption,
  renderDay,
}: {
  month: string;
  firstDayOfWeek: number;
  caption: string;
  renderDay: (date: string) => ReactNode;
}) {
  const { weekdays, weeks } = monthGrid(month, firstDayOfWeek);
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 sm:border-spacing-1.5">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-7 text-[11px] font-medium uppercase text-slate-500 sm:w-9">
            <abbr title="ISO week">Wk</abbr>
          </th>
          <WeekdayHeads weekdays={weekdays} />
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.days[0]!.date}>
            <th scope="row" className="align-top pt-2 text-[11px] font-medium text-slate-500">
              {week.isoWeek}
            </th>
            {week.days.map(({ date, inMonth }) => (
              <td key={date} className="p-0 align-top">
                {inMonth ? (
                  renderDay(date)
                ) : (
                  <div className="min-h-16 rounded-lg bg-slate-50 p-1.5 text-xs text-slate-500 sm:h-24 sm:p-2" aria-hidden>
                    {Number(date.slice(8))}
                  </div>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A person's month: each day with its icon, badges and times, leading to its details. */
export function MonthCalendar({ month, today, firstDayOfWeek, days, formats, detailsHref }: MonthCalendarProps) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return (
    <MonthGrid
      month={month}
      firstDayOfWeek={firstDayOfWeek}
      caption="Attendance calendar"
      renderDay={(date) => {
        const day = byDate.get(date);
        return day ? <DayCell day={day} today={today} formats={formats} href={day.attendance ? detailsHref(day.attendance.id) : null} /> : null;
      }}
    />
  );
}

function DayCell({ day, today, formats, href }: { day: CalendarDay; today: string; formats: TimeFormats; href: string | null }) {
  const kind = dayIconKind(day, today);
  const badges = dayBadges(day);
  const attendance = day.attendance;
  const isToday = day.date === today;
  const note = day.holiday ?? day.leave?.name ?? (day.shift && !attendance ? `${formatTime(day.shift.start_time, formats.timeFormat)} shift` : null);
  const label = `${formatDate(day.date, formats.dateFormat)}: ${dayIconLabel(day, today)}`;
  const body = (
    <>
      {/* A link is named by its content, its visible number and times included (WCAG 2.5.3, label in name), the date and status first. */}
      {href ? <span className="sr-only">{label}. </span> : null}
      {/* A phone's cell is about 36 px wide: the number and the status icon stack, the badges wrap. */}
      <span className="flex flex-col items-start gap-0.5 sm:flex-row sm:justify-between sm:gap-1">
        <span
          className={`grid size-5 place-items-center rounded-full text-[11px] font-semibold sm:size-6 sm:text-xs ${isToday ? 'bg-primary text-white' : 'text-slate-700'}`}
        >
          {Number(day.date.slice(8))}
        </span>
        {kind === 'neutral' ? null : <DayIcon kind={kind} size="responsive" />}
      </span>
      {attendance ? (
        <span className="mt-1 hidden text-[11px] leading-4 text-slate-600 sm:block">
          {formatTime(attendance.clock_in, formats.timeFormat)}–{attendance.is_open ? '…' : formatTime(attendance.clock_out, formats.timeFormat)}
          <span className="block font-medium text-slate-800">{formatDuration(attendance.spent_time)}</span>
        </span>
      ) : note ? (
        <span className="mt-1 hidden truncate text-[11px] leading-4 text-slate-600 sm:block">{note}</span>
      ) : null}
      {badges.length ? (
        <span className="mt-auto flex flex-wrap gap-0.5">
          {badges.map((badge) => (
            <DayIcon key={badge} kind={badge} size="badge" />
          ))}
        </span>
      ) : null}
    </>
  );
  const className = `flex min-h-16 flex-col rounded-lg border p-1 sm:h-24 sm:p-2 ${
    isToday ? 'border-primary/40 bg-primary/5' : 'border-slate-200 bg-white'
  }`;
  return href ? (
    <IntentLink href={href} className={`${className} transition hover:border-primary/50 hover:shadow-sm`}>
      {body}
      <span className="sr-only">. Open details</span>
    </IntentLink>
  ) : (
    <div className={className} aria-label={label} role="group">
      {body}
    </div>
  );
}
