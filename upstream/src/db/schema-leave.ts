/**
 * Leave settings (spec part 2 §3 "Leave type", "Leave policy", "Leave review",
 * "Holiday"). A person is in at most one policy and one review process (the
 * user_id primary keys); a holiday is everyone's unless it has chosen people.
 */
export const LEAVE_TABLES = /* sql */ `
CREATE TABLE leave_types (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
  total_days  INTEGER NOT NULL CHECK (total_days >= 0)
);

CREATE TABLE leave_policies (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT
);

-- The types a policy bundles, with the days it gives of each.
CREATE TABLE leave_policy_types (
  policy_id     INTEGER NOT NULL REFERENCES leave_policies (id) ON DELETE CASCADE,
  leave_type_id INTEGER NOT NULL REFERENCES leave_types (id) ON DELETE CASCADE,
  days          INTEGER NOT NULL CHECK (days >= 0),
  PRIMARY KEY (policy_id, leave_type_id)
) WITHOUT ROWID;
CREATE INDEX leave_policy_types_type ON leave_policy_types (leave_type_id);

CREATE TABLE leave_policy_users (
  user_id   INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  policy_id INTEGER NOT NULL REFERENCES leave_policies (id) ON DELETE CASCADE
);
CREATE INDEX leave_policy_users_policy ON leave_policy_users (policy_id);

CREATE TABLE leave_reviews (
  id               INTEGER PRIMARY KEY,
  name             TEXT NOT NULL UNIQUE COLLATE NOCASE,
  review_condition INTEGER NOT NULL CHECK (review_condition IN (1, 2))
);

CREATE TABLE leave_review_approvers (
  review_id INTEGER NOT NULL REFERENCES leave_reviews (id) ON DELETE CASCADE,
  user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position  INTEGER NOT NULL,
  PRIMARY KEY (review_id, user_id)
) WITHOUT ROWID;

CREATE TABLE leave_review_users (
  user_id   INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  review_id INTEGER NOT NULL REFERENCES leave_reviews (id) ON DELETE CASCADE
);
CREATE INDEX leave_review_users_review ON leave_review_users (review_id);

CREATE TABLE holidays (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL,
  start_date    TEXT NOT NULL,
  end_date      TEXT NOT NULL,
  calendar_year INTEGER NOT NULL,
  description   TEXT,
  for_everyone  INTEGER NOT NULL DEFAULT 1,
  country_code  TEXT
);
CREATE INDEX holidays_year ON holidays (calendar_year, start_date);

CREATE TABLE holiday_users (
  holiday_id INTEGER NOT NULL REFERENCES holidays (id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (holiday_id, user_id)
) WITHOUT ROWID;
CREATE INDEX holiday_users_user ON holiday_users (user_id);

-- Leave setup values by key (JSON), like attendance_setup.
CREATE TABLE leave_setup (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
