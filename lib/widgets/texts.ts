import { counted } from '@/lib/shared/plural';

/** Sidebar card wording the spec leaves to us. */
export const WIDGET_TEXTS = {
  title: 'Around the company',
  clockedIn: (count: number, of: number | null) => (of === null ? `${count} clocked in` : `${count} of ${of} clocked in`),
  clockedInAt: (time: string) => `In since ${time}`,
  clockedInAndOut: (from: string, to: string) => `In ${from}–${to}`,
  nobodyClockedIn: 'Nobody has clocked in yet today.',
  noBirthdays: 'No birthdays in the next two weeks.',
  birthdayToday: 'Birthday today',
  noAnniversaries: 'No work anniversaries this month.',
  years: (years: number) => counted(years, 'year'),
  nobodyJoined: 'Nobody joined in the last 30 days.',
  joined: (when: string) => `Joined ${when}`,
  nobodyOnLeave: 'Everyone is in today.',
  until: (when: string) => `Back after ${when}`,
  more: (count: number) => `+${count} more`,
  failed: 'This card could not be loaded right now.',
  today: 'Today',
  tomorrow: 'Tomorrow',
  badge: { platinum: 'Platinum', gold: 'Gold', silver: 'Silver', bronze: 'Bronze' },
} as const;
