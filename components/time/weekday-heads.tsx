import { weekdayLong, weekdayShort } from '@/lib/date-time/calendar';

/** The column headings of a week row: "Mon" … "Sun" (the full name in the abbreviation's title). */
export function WeekdayHeads({ weekdays }: { weekdays: readonly number[] }) {
  return weekdays.map((iso) => (
    <th key={iso} scope="col" className="pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
      <abbr title={weekdayLong(iso)} className="no-underline">
        {weekdayShort(iso)}
      </abbr>
    </th>
  ));
}
