'use client';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { CalendarLinks } from '@/lib/calendar/present';
import type { CalendarEntry } from '@/lib/calendar/schemas';
import { isoDay, weekdayLong } from '@/lib/date-time/calendar';
import { formatDate } from '@/lib/date-time/format';
import { spanText } from './agenda';
import { EntryRow } from './calendar-entry';
import type { CalendarFormats } from './company-calendar';
import { counted } from '@/lib/shared/plural';

/** A day's whole list ("+N more", Enter on a day), each entry opening its source. */
export function DayDialog({ date, entries, formats, links, onClose }: { date: string | null; entries: CalendarEntry[]; formats: CalendarFormats; links: CalendarLinks; onClose: () => void }) {
  return (
    <Dialog open={date !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width={520}>
        {date ? (
          <>
            <DialogTitle>
              {weekdayLong(isoDay(date))}, {formatDate(date, formats.dateFormat)}
            </DialogTitle>
            <DialogDescription className="mt-1">{entries.length === 0 ? 'Nothing on the calendar this day.' : counted(entries.length, 'entry', 'entries')}</DialogDescription>
            {entries.length ? (
              <ul className="-mx-3 mt-3 flex flex-col">
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <EntryRow entry={entry} links={links} timeFormat={formats.timeFormat} when={spanText(entry, formats.dateFormat)} />
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-4 flex justify-end">
              <DialogClose asChild>
                <Button variant="secondary">Close</Button>
              </DialogClose>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
