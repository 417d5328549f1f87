/**
 * Billing (spec part 2 §3 "Plan overview", §7 "Billing"): the plans, the
 * company as billed (one tenant), its subscription, payments made through the
 * stand-in payment page (checkouts) and the transactions they left.
 * Amounts are in the currency's minor units (cents).
 */
export const BILLING_TABLES = /* sql */ `
CREATE TABLE billing_packages (
  id             INTEGER PRIMARY KEY,
  name           TEXT NOT NULL UNIQUE,
  description    TEXT NOT NULL,
  price_per_seat INTEGER NOT NULL CHECK (price_per_seat >= 0),
  currency       TEXT NOT NULL,
  max_seats      INTEGER,
  features       TEXT NOT NULL,
  position       INTEGER NOT NULL
);

CREATE TABLE billing_tenant (
  id           INTEGER PRIMARY KEY CHECK (id = 1),
  name         TEXT NOT NULL,
  email        TEXT NOT NULL,
  address      TEXT,
  country_code TEXT,
  postal_code  TEXT
);

CREATE TABLE billing_subscriptions (
  id                 INTEGER PRIMARY KEY,
  package_id         INTEGER NOT NULL REFERENCES billing_packages (id),
  status             TEXT NOT NULL CHECK (status IN ('trial', 'active', 'cancelled', 'expired')),
  seats              INTEGER NOT NULL,
  trial_ends_at      TEXT,
  current_period_end TEXT,
  cancelled_at       TEXT,
  created_at         TEXT NOT NULL
);

CREATE TABLE billing_checkouts (
  token        TEXT PRIMARY KEY,
  package_id   INTEGER NOT NULL REFERENCES billing_packages (id),
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seats        INTEGER NOT NULL,
  amount       INTEGER NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'synced')),
  outcome      TEXT CHECK (outcome IN ('paid', 'failed')),
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
);

CREATE TABLE billing_transactions (
  id             INTEGER PRIMARY KEY,
  reference      TEXT NOT NULL UNIQUE,
  subscription_id INTEGER REFERENCES billing_subscriptions (id) ON DELETE SET NULL,
  package_name   TEXT NOT NULL,
  description    TEXT NOT NULL,
  seats          INTEGER NOT NULL,
  unit_price     INTEGER NOT NULL,
  amount         INTEGER NOT NULL,
  currency       TEXT NOT NULL,
  status         TEXT NOT NULL CHECK (status IN ('paid', 'failed', 'refunded')),
  payment_method TEXT,
  failure_reason TEXT,
  period_start   TEXT,
  period_end     TEXT,
  created_at     TEXT NOT NULL
);
CREATE INDEX billing_transactions_created ON billing_transactions (created_at DESC, id DESC);
`;
