'use client';

import { MonthNav } from '@/components/time/month-nav';
import { useSearchParams } from '@/lib/client/navigation';
import { withParams } from '@/lib/search-params';

/** The bird view's months: another month keeps the people search the table put in the address. */
export function BirdViewMonthNav({ month, today }: { month: string; today: string }) {
  const query = Object.fromEntries(useSearchParams());
  return <MonthNav month={month} today={today} href={(next) => `/time/bird-view${withParams(query, { month: next })}`} />;
}
