import { billedCompanyName, planChoices, priceOf } from '@/lib/billing/plan';
import type { BillingPackage, PlanOverview } from '@/lib/billing/schemas';

const plan = (id: number, name: string, price: number, max: number | null = null): BillingPackage => ({ id, name, description: '', price_per_seat: price, currency: 'EUR', max_seats: max, features: [] });
const STARTER = plan(1, 'Starter', 300, 10);
const BUSINESS = plan(2, 'Business', 600);
const ENTERPRISE = plan(3, 'Enterprise', 900);
const tenant = { id: 1, name: 'Northwind Crew', email: 'b@n.test', address: null, country_code: null, postal_code: null };
const subscription = (status: 'trial' | 'active') => ({ id: 4, status, seats: 25, amount: 15000, trial_ends_at: null, trial_days_left: null, current_period_end: '2026-03-31', cancelled_at: null });

describe('the plans to choose from', () => {
  it('are the answer’s plans: the running one is current, a cheaper one a switch, a dearer one an upgrade, one too small unavailable', () => {
    const overview: PlanOverview = { package: BUSINESS, tenant, subscription: subscription('active'), packages: [STARTER, BUSINESS, ENTERPRISE], employed_people: 25 };
    expect(planChoices(overview)).toEqual([
      { plan: STARTER, current: false, action: 'Switch to Starter', unavailable: 'For up to 10 people: the company has 25.' },
      { plan: BUSINESS, current: true, action: 'Subscribe to Business', unavailable: 'Your current plan.' },
      { plan: ENTERPRISE, current: false, action: 'Upgrade to Enterprise', unavailable: null },
    ]);
  });

  it('with the spec’s package and tenant only: the package itself, to subscribe to, with no head count to refuse it by', () => {
    expect(planChoices({ package: STARTER, tenant })).toEqual([{ plan: STARTER, current: false, action: 'Subscribe to Starter', unavailable: null }]);
  });
});

describe('a plan of the spec’s answer, named only', () => {
  const named = { id: 2, name: 'Business' };

  it('is offered to subscribe to, with no price and no head count to refuse it by', () => {
    expect(planChoices({ package: named, tenant: {} })).toEqual([{ plan: named, current: false, action: 'Subscribe to Business', unavailable: null }]);
  });

  it('has a price only with both its amount per person and its currency', () => {
    expect(priceOf(BUSINESS)).toEqual({ amount: 600, currency: 'EUR' });
    expect(priceOf(named)).toBeNull();
    expect(priceOf({ ...named, price_per_seat: 600 })).toBeNull();
  });

  it('is another plan to switch to when either price is unknown (no upgrade claimed)', () => {
    expect(planChoices({ package: named, tenant: {}, packages: [STARTER, BUSINESS] }).map((choice) => choice.action)).toEqual(['Switch to Starter', 'Subscribe to Business']);
  });
});

describe('the company billed', () => {
  it('is the tenant’s name, else the company name /authorization gives', () => {
    expect(billedCompanyName({ name: 'Northwind Crew GmbH' }, 'Northwind Crew')).toBe('Northwind Crew GmbH');
    expect(billedCompanyName({}, 'Northwind Crew')).toBe('Northwind Crew');
  });
});
