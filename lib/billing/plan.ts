import type { BillingPackage, OverviewPackage, PlanOverview, Tenant } from '@/lib/billing/schemas';

/**
 * The plans the plan overview offers. The spec's answer names package and
 * tenant only: without the plans to move to (packages) the package itself is
 * the one choice; without the subscription none is current; without the head
 * count (employed_people) no plan is refused for being too small (the payment
 * step still refuses it); without a plan's price, its description, seat limit
 * or features, the screen leaves those out. Client-safe.
 */

export interface PlanChoice {
  plan: OverviewPackage | BillingPackage;
  /** The running plan (subscription active). */
  current: boolean;
  /** The button's words: Subscribe to the plan on trial, Upgrade to a dearer one, Switch to a cheaper one. */
  action: string;
  /** Why it cannot be chosen, if it cannot. */
  unavailable: string | null;
}

/** A plan's price per person a month, when the answer gives both the amount and its currency. */
export function priceOf(plan: OverviewPackage): { amount: number; currency: string } | null {
  return plan.price_per_seat === undefined || plan.currency === undefined ? null : { amount: plan.price_per_seat, currency: plan.currency };
}

/** The company billed: the tenant's name, else the company's name from /authorization (app data company_name). */
export const billedCompanyName = (tenant: Partial<Pick<Tenant, 'name'>>, companyName: string) => tenant.name ?? companyName;

export function planChoices(overview: PlanOverview): PlanChoice[] {
  const { package: plan, subscription, employed_people: people } = overview;
  const active = subscription?.status === 'active';
  const running = priceOf(plan);
  return (overview.packages ?? [plan]).map((item) => {
    const current = item.id === plan.id && active;
    const price = priceOf(item);
    return {
      plan: item,
      current,
      // Paying for the plan on trial (or ended) subscribes to it; another is an upgrade, or a switch to a cheaper one (or to one not comparable by price).
      action: item.id === plan.id ? `Subscribe to ${item.name}` : !price || !running || price.amount < running.amount ? `Switch to ${item.name}` : `Upgrade to ${item.name}`,
      unavailable: current
        ? 'Your current plan.'
        : people !== undefined && item.max_seats !== undefined && item.max_seats !== null && people > item.max_seats
          ? `For up to ${item.max_seats} people: the company has ${people}.`
          : null,
    };
  });
}
