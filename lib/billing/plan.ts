import type { BillingPackage, PlanOverview } from '@/lib/billing/schemas';

/**
 * The plans the plan overview offers. The spec's answer names package and
 * tenant only: without the plans to move to (packages) the package itself is
 * the one choice; without the subscription none is current; without the head
 * count (employed_people) no plan is refused for being too small (the payment
 * step still refuses it). Client-safe.
 */

export interface PlanChoice {
  plan: BillingPackage;
  /** The running plan (subscription active). */
  current: boolean;
  /** The button's words: Subscribe to the plan on trial, Upgrade to a dearer one, Switch to a cheaper one. */
  action: string;
  /** Why it cannot be chosen, if it cannot. */
  unavailable: string | null;
}

export function planChoices(overview: PlanOverview): PlanChoice[] {
  const { package: plan, subscription, employed_people: people } = overview;
  const active = subscription?.status === 'active';
  return (overview.packages ?? [plan]).map((item) => {
    const current = item.id === plan.id && active;
    return {
      plan: item,
      current,
      // Paying for the plan on trial (or ended) subscribes to it; another is an upgrade, or a switch to a cheaper one.
      action: item.id === plan.id ? `Subscribe to ${item.name}` : item.price_per_seat < plan.price_per_seat ? `Switch to ${item.name}` : `Upgrade to ${item.name}`,
      unavailable: current
        ? 'Your current plan.'
        : people !== undefined && item.max_seats !== null && people > item.max_seats
          ? `For up to ${item.max_seats} people: the company has ${people}.`
          : null,
    };
  });
}
