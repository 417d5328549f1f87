/**
 * Leave applications (spec part 2 §3 "Leave application", §4 its states). An
 * application keeps the review process it was applied under (its approvers in
 * order, each with a decision) so that later changes to the process do not
 * rewrite its history. Only counted days are stored (holidays and days off
 * inside the range are not leave), each with its spent type.
 *
 * time_off_days, which the attendance calendars and the feed's "on leave" card
 * read, is a view of the approved days.
 *
 * An application keeps its leave type for good: the type's foreign key
 * restricts (a cascade took a type's whole history with it), and the leave
 * types' delete call refuses a type that applications use.
 */
export const LEAVE_APPLICATION_TABLES = /* sql */ `
CREATE TABLE leave_applications (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  leave_type_id    INTEGER NOT NULL REFERENCES leave_types (id) ON DELETE RESTRICT,
  start_date       TEXT NOT NULL,
  end_date         TEXT NOT NULL,
  spent_type       TEXT NOT NULL DEFAULT 'full' CHECK (spent_type IN ('full', 'first_half', 'second_half')),
  days             REAL NOT NULL,
  reason           TEXT,
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  review_name      TEXT,
  review_condition INTEGER CHECK (review_condition IN (1, 2)),
  applied_by       INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);
CREATE INDEX leave_applications_user ON leave_applications (user_id, start_date);
CREATE INDEX leave_applications_status ON leave_applications (status, start_date);

CREATE TABLE leave_application_days (
  application_id INTEGER NOT NULL REFERENCES leave_applications (id) ON DELETE CASCADE,
  date           TEXT NOT NULL,
  spent_type     TEXT NOT NULL CHECK (spent_type IN ('full', 'first_half', 'second_half')),
  PRIMARY KEY (application_id, date)
) WITHOUT ROWID;
CREATE INDEX leave_application_days_date ON leave_application_days (date);

-- The approvers an application awaits, in order; decision NULL while awaited.
CREATE TABLE leave_application_reviewers (
  application_id INTEGER NOT NULL REFERENCES leave_applications (id) ON DELETE CASCADE,
  user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position       INTEGER NOT NULL,
  decision       TEXT CHECK (decision IN ('approved', 'rejected')),
  note           TEXT,
  decided_at     TEXT,
  PRIMARY KEY (application_id, user_id)
) WITHOUT ROWID;
CREATE INDEX leave_application_reviewers_user ON leave_application_reviewers (user_id, decision);

-- Everything that happened to an application (the view's timeline).
CREATE TABLE leave_application_events (
  id             INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES leave_applications (id) ON DELETE CASCADE,
  user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action         TEXT NOT NULL,
  status         TEXT NOT NULL,
  note           TEXT,
  created_at     TEXT NOT NULL
);
CREATE INDEX leave_application_events_application ON leave_application_events (application_id, id);

CREATE TABLE leave_application_files (
  application_id INTEGER NOT NULL REFERENCES leave_applications (id) ON DELETE CASCADE,
  file_id        INTEGER NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  PRIMARY KEY (application_id, file_id)
) WITHOUT ROWID;
CREATE INDEX leave_application_files_file ON leave_application_files (file_id);

CREATE TABLE leave_application_comments (
  id             INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL REFERENCES leave_applications (id) ON DELETE CASCADE,
  user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  description    TEXT NOT NULL,
  created_at     TEXT NOT NULL
);
CREATE INDEX leave_application_comments_application ON leave_application_comments (application_id, id);

DROP VIEW IF EXISTS time_off_days;
CREATE VIEW time_off_days AS
  SELECT a.id * 1000 + CAST(julianday(d.date) - julianday(a.start_date) AS INTEGER) AS id, a.user_id, d.date, 'leave' AS kind, t.name, d.spent_type
    FROM leave_application_days d
    JOIN leave_applications a ON a.id = d.application_id
    JOIN leave_types t ON t.id = a.leave_type_id
   WHERE a.status = 'approved';
`;
