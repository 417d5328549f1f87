import type { Database } from 'better-sqlite3';
import { shiftDate } from '../../../lib/date-time/calendar';

/**
 * Billing for the demo company: three plans, the company as billed, and a
 * free trial of Business that has 27 days left (the spec's fixed 'Upgrade
 * (27 days left)' text) and has charged nothing yet.
 */

export const TRIAL_DAYS_LEFT = 27;

const PACKAGES = [
  {
    name: 'Starter',
    description: 'For small teams getting organised.',
    price: 400,
    max: 25,
    features: ['Feed and alerts', 'Time and attendance', 'Leave and holidays'],
  },
  {
    name: 'Business',
    description: 'For growing companies with shifts, reviews and reports.',
    price: 600,
    max: 250,
    features: ['Everything in Starter', 'Shift planning', 'Reports as CSV and Excel', 'Goals'],
  },
  {
    name: 'Enterprise',
    description: 'For large organisations that need single sign-on and priority support.',
    price: 900,
    max: null,
    features: ['Everything in Business', 'Google and Apple sign-in', 'Priority support'],
  },
] as const;

export function seedBilling(db: Database, today: string): void {
  const insert = db.prepare(
    'INSERT INTO billing_packages (name, description, price_per_seat, currency, max_seats, features, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  PACKAGES.forEach((plan, index) => insert.run(plan.name, plan.description, plan.price, 'EUR', plan.max, JSON.stringify(plan.features), index + 1));
  db.prepare("INSERT INTO billing_tenant (id, name, email, address, country_code, postal_code) VALUES (1, 'Northwind Crew', 'billing@crewdesk.test', 'Friedrichstraße 68, Berlin', NULL, NULL)").run();
  seedTrial(db, today);
}

/** The free trial of Business, started three days before `today` and billing everyone employed now. */
function seedTrial(db: Database, today: string): void {
  const seats = db.prepare<[], number>("SELECT COUNT(*) FROM users WHERE status != 'archived'").pluck().get()!;
  db.prepare(
    "INSERT INTO billing_subscriptions (package_id, status, seats, trial_ends_at, current_period_end, cancelled_at, created_at) VALUES ((SELECT id FROM billing_packages WHERE name = 'Business'), 'trial', ?, ?, NULL, NULL, ?)",
  ).run(seats, shiftDate(today, TRIAL_DAYS_LEFT - 1), `${shiftDate(today, -(30 - TRIAL_DAYS_LEFT))} 09:00:00`);
}

/**
 * Billing as seeded, counted from `today`: the trial again, no payments or
 * checkouts, and the company's billing country and postal code unset. For
 * tests that pay, cancel and must start from the trial on a retry too.
 */
export function resetBilling(db: Database, today: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM billing_transactions').run();
    db.prepare('DELETE FROM billing_checkouts').run();
    db.prepare('DELETE FROM billing_subscriptions').run();
    db.prepare('UPDATE billing_tenant SET country_code = NULL, postal_code = NULL WHERE id = 1').run();
    seedTrial(db, today);
  })();
}
