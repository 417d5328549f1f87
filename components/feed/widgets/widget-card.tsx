import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import type { Result } from '@/lib/errors';
import { profilePath } from '@/lib/shell/search';
import { formatTime } from '@/lib/date-time/format';
import type { WidgetData } from '@/lib/widgets/api';
import { dayLabel, daysAgoLabel } from '@/lib/widgets/format';
import type { AnniversaryBadge, WidgetKey, WidgetPerson, WidgetSetting } from '@/lib/widgets/schemas';
import { WIDGET_TEXTS } from '@/lib/widgets/texts';
import { FeedIcon, type FeedIconName } from '../feed-icons';

/**
 * One feed sidebar card, drawn the same on the server (feed-sidebar.tsx) and
 * in the live card that refreshes on the client (live-daily-clocks.tsx).
 *
 * On narrow screens the cards are a strip above the posts. Its height is fixed
 * (PHONE_CARD, the skeleton's too), with at most PHONE_PEOPLE people a card, so
 * a strip that streams in late never moves the posts.
 */

const PHONE_PEOPLE = 3;
/** Padding, header, three people and the "+N more" line: the strip's height below lg. */
export const PHONE_CARD = 'max-lg:h-[14.5rem] max-lg:overflow-hidden';

export interface TenantDay {
  today: string;
  timeFormat: number;
  dateFormat: string;
}

const ICONS: Record<WidgetKey, FeedIconName> = {
  daily_clocks: 'clock',
  birthdays: 'cake',
  work_anniversaries: 'award',
  recent_joined: 'sparkle',
  on_leave: 'plane',
};

export function Card({ title, icon, aside, children }: { title: string; icon: FeedIconName; aside?: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className={`w-[82vw] max-w-80 shrink-0 snap-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:w-72 lg:w-auto lg:max-w-none ${PHONE_CARD}`}
    >
      <div className="mb-3 flex items-center gap-2">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <FeedIcon name={icon} size={18} />
        </span>
        {/* The title stays whole: when the count beside it does not fit, the count moves under it. */}
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-2">
          <h2 className="min-w-0 text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">{title}</h2>
          {aside}
        </div>
      </div>
      {children}
    </section>
  );
}

function People<T extends WidgetPerson>({ people, detail, badge }: { people: readonly T[]; detail: (person: T) => ReactNode; badge?: (person: T) => ReactNode }) {
  return (
    // Below lg, people past PHONE_PEOPLE (3) are hidden.
    <ul className="flex flex-col gap-2.5 max-lg:[&>li:nth-child(n+4)]:hidden">
      {people.map((person) => (
        <li key={person.id} className="flex items-center gap-3">
          <Avatar src={person.avatar} name={person.name} size={36} />
          <div className="min-w-0 flex-1">
            <IntentLink href={profilePath(person.username)} className="block truncate text-sm font-medium text-slate-900 hover:underline">
              {person.name}
            </IntentLink>
            <p className="break-words text-xs text-slate-500">{detail(person)}</p>
          </div>
          {badge?.(person)}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Account Executive · Joined 3 days ago": a long designation (or leave type) wraps onto a second
 * line rather than losing its end, and the when stays whole, on the first line or the next.
 */
function WhatAndWhen({ what, when }: { what: string | null | undefined; when: string }) {
  if (!what) return when;
  return (
    <>
      {what}
      <span className="whitespace-nowrap">{` · ${when}`}</span>
    </>
  );
}

const BADGE_STYLES: Record<AnniversaryBadge, string> = {
  platinum: 'bg-gradient-to-br from-slate-100 to-indigo-100 text-indigo-900 ring-indigo-200',
  gold: 'bg-amber-100 text-amber-900 ring-amber-300',
  silver: 'bg-slate-100 text-slate-700 ring-slate-300',
  bronze: 'bg-orange-100 text-orange-900 ring-orange-300',
};

interface CardView<T extends WidgetPerson> {
  people: readonly T[];
  total: number;
  empty: string;
  detail: (person: T) => ReactNode;
  badge?: (person: T) => ReactNode;
  aside?: ReactNode;
}

/** A card's list with its wording; the card's own person type is erased, only its detail and badge read it. */
const view = <T extends WidgetPerson>(list: { data: readonly T[]; total: number }, parts: Omit<CardView<T>, 'people' | 'total'>) =>
  ({ people: list.data, total: list.total, ...parts }) as unknown as CardView<WidgetPerson>;

function cardView(key: WidgetKey, data: WidgetData[WidgetKey], day: TenantDay): CardView<WidgetPerson> {
  switch (key) {
    case 'daily_clocks': {
      const clocks = data as WidgetData['daily_clocks'];
      return view(clocks, {
        empty: WIDGET_TEXTS.nobodyClockedIn,
        detail: (person) =>
          person.clock_out
            ? WIDGET_TEXTS.clockedInAndOut(formatTime(person.clock_in, day.timeFormat), formatTime(person.clock_out, day.timeFormat))
            : WIDGET_TEXTS.clockedInAt(formatTime(person.clock_in, day.timeFormat)),
        aside: <span className="whitespace-nowrap text-xs font-medium text-slate-500">{WIDGET_TEXTS.clockedIn(clocks.total, clocks.total_shifting_users)}</span>,
      });
    }
    case 'birthdays': {
      return view(data as WidgetData['birthdays'], {
        empty: WIDGET_TEXTS.noBirthdays,
        detail: (person) => (person.is_today ? WIDGET_TEXTS.birthdayToday : dayLabel(person.date, day.today, day.dateFormat)),
      });
    }
    case 'work_anniversaries': {
      return view(data as WidgetData['work_anniversaries'], {
        empty: WIDGET_TEXTS.noAnniversaries,
        detail: (person) => `${WIDGET_TEXTS.years(person.years)} · ${dayLabel(person.date, day.today, day.dateFormat)}`,
        badge: (person) => (
          <span className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ${BADGE_STYLES[person.badge]}`}>{WIDGET_TEXTS.badge[person.badge]}</span>
        ),
      });
    }
    case 'recent_joined': {
      return view(data as WidgetData['recent_joined'], {
        empty: WIDGET_TEXTS.nobodyJoined,
        detail: (person) => <WhatAndWhen what={person.designation_name} when={WIDGET_TEXTS.joined(daysAgoLabel(person.joining_date, day.today))} />,
      });
    }
    case 'on_leave': {
      return view(data as WidgetData['on_leave'], {
        empty: WIDGET_TEXTS.nobodyOnLeave,
        detail: (person) => <WhatAndWhen what={person.leave_type} when={WIDGET_TEXTS.until(dayLabel(person.until, day.today, day.dateFormat))} />,
      });
    }
  }
}

export function WidgetCard({ card, result, day }: { card: WidgetSetting; result: Result<WidgetData[WidgetKey]>; day: TenantDay }) {
  if (!result.ok) {
    return (
      <Card title={card.name} icon={ICONS[card.key]}>
        <p className="text-sm text-slate-500">{WIDGET_TEXTS.failed}</p>
      </Card>
    );
  }
  const { people, total, empty, detail, badge, aside } = cardView(card.key, result.data, day);
  return (
    <Card title={card.name} icon={ICONS[card.key]} aside={aside}>
      {people.length === 0 ? <p className="text-sm text-slate-500">{empty}</p> : <People people={people} detail={detail} badge={badge} />}
      <More wide={total - people.length} narrow={total - Math.min(people.length, PHONE_PEOPLE)} />
    </Card>
  );
}

/** "+N more": on narrow screens also counting the people past PHONE_PEOPLE, which the list hides there. */
function More({ wide, narrow }: { wide: number; narrow: number }) {
  const line = (count: number, className = '') =>
    count > 0 ? <p className={`mt-3 text-xs font-medium text-slate-500 ${className}`}>{WIDGET_TEXTS.more(count)}</p> : null;
  if (wide === narrow) return line(wide);
  return (
    <>
      {line(wide, 'max-lg:hidden')}
      {line(narrow, 'lg:hidden')}
    </>
  );
}
