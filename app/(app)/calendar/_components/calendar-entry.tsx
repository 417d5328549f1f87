import { IntentLink } from '@/components/ui/intent-link';
import { Avatar } from '@/components/ui/avatar';
import { entryHref, entryText, type CalendarLinks } from '@/lib/calendar/present';
import type { CalendarEntry } from '@/lib/calendar/schemas';
import { KIND_LABEL, KIND_STYLE } from './kind-style';

/**
 * An entry in the grid: a coloured line (who), and in the week view a second
 * (what); the rest in its title and for screen readers.
 */
export function EntryChip({
  entry,
  links,
  timeFormat,
  focusable = true,
  detailed = false,
}: {
  entry: CalendarEntry;
  links: CalendarLinks;
  timeFormat: number;
  focusable?: boolean;
  detailed?: boolean;
}) {
  const { who, what } = entryText(entry, timeFormat);
  const href = entryHref(entry, links);
  // relative: the screen-reader text stays inside the entry; placed after a truncated name, it pushed the page 5 px wider than a 640 px window.
  const className = `relative block rounded border-l-[3px] px-1.5 py-0.5 text-[11px] font-medium leading-4 ${detailed ? '[overflow-wrap:anywhere]' : 'truncate'} ${KIND_STYLE[entry.kind].entry}`;
  const body = (
    <>
      {who}
      {detailed ? (
        <>
          <span className="sr-only"> · </span>
          <span className="block font-normal opacity-80">{what}</span>
        </>
      ) : null}
      <span className="sr-only">
        {detailed ? '' : ` · ${what}`} ({KIND_LABEL[entry.kind]})
      </span>
    </>
  );
  return href ? (
    <IntentLink href={href} title={`${who} · ${what}`} className={`${className} hover:brightness-95`} tabIndex={focusable ? undefined : -1}>
      {body}
    </IntentLink>
  ) : (
    <span title={`${who} · ${what}`} className={className}>
      {body}
    </span>
  );
}

/** An entry in a list (a day's list, the agenda): the person's face, who, what, and its kind. */
export function EntryRow({ entry, links, timeFormat, when }: { entry: CalendarEntry; links: CalendarLinks; timeFormat: number; when?: string }) {
  const { who, what } = entryText(entry, timeFormat);
  const href = entryHref(entry, links);
  const body = (
    <>
      <span aria-hidden className={`h-9 w-1 shrink-0 rounded-full ${KIND_STYLE[entry.kind].swatch}`} />
      {entry.person ? <Avatar src={entry.person.avatar} name={entry.person.name} size={32} /> : null}
      <span className="min-w-0 flex-1">
        <span className={`block truncate text-sm font-medium ${href ? 'text-primary' : 'text-slate-900'}`}>{who}</span>
        <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">
          {what}
          {when ? ` · ${when}` : ''}
          {entry.department ? ` · ${entry.department.name}` : ''}
        </span>
      </span>
      <span className="shrink-0 text-[11px] font-medium uppercase tracking-wide text-slate-500">{KIND_LABEL[entry.kind]}</span>
    </>
  );
  const className = 'flex items-center gap-3 px-3 py-2.5';
  return href ? (
    <IntentLink href={href} className={`${className} rounded-lg hover:bg-slate-50`}>
      {body}
    </IntentLink>
  ) : (
    <div className={className}>{body}</div>
  );
}
