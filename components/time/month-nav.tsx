import { IntentLink } from '@/components/ui/intent-link';
import { Icon } from '@/components/ui/icons';
import { monthLabel, shiftMonth } from '@/lib/date-time/calendar';

/** Previous / next month links around the month's name; `href` builds the link for a month. */
export function MonthNav({ month, href, today }: { month: string; href: (month: string) => string; today?: string }) {
  const current = today?.slice(0, 7);
  return (
    <nav aria-label="Month" className="flex items-center gap-1">
      <IntentLink href={href(shiftMonth(month, -1))} className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100" aria-label="Previous month">
        <Icon name="chevron-right" size={18} className="rotate-180" />
      </IntentLink>
      <h2 className="min-w-36 text-center text-base font-semibold text-slate-900" aria-live="polite">
        {monthLabel(month)}
      </h2>
      <IntentLink href={href(shiftMonth(month, 1))} className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100" aria-label="Next month">
        <Icon name="chevron-right" size={18} />
      </IntentLink>
      {current && current !== month ? (
        <IntentLink href={href(current)} className="ml-1 rounded-md px-2.5 py-1.5 text-sm font-medium text-primary hover:bg-primary/5">
          This month
        </IntentLink>
      ) : null}
    </nav>
  );
}
