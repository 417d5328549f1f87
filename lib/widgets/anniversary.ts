import type { AnniversaryBadge } from './schemas';

/**
 * The work-anniversary badge (spec part 2 §3: platinum, gold, silver, bronze).
 * The spec names the levels, not where they start: 10, 5 and 3 years here.
 */
export const BADGE_FROM_YEARS: readonly [AnniversaryBadge, number][] = [
  ['platinum', 10],
  ['gold', 5],
  ['silver', 3],
  ['bronze', 1],
];

export function anniversaryBadge(years: number): AnniversaryBadge {
  for (const [badge, from] of BADGE_FROM_YEARS) if (years >= from) return badge;
  return 'bronze';
}
