/**
 * The time-and-attendance block of the schema (src/db/schema.ts runs it after
 * the core tables). Clock times are tenant wall times "YYYY-MM-DD HH:mm:ss";
 * shift times "HH:mm"; work and break times of shifts in minutes.
 */
export const ATTENDANCE_TABLES = /* sql */ `
-- Generic attendance setup beyond the tenant settings (repeat_on, calendar cycle): one JSON value per key.
CREATE TABLE attendance_setup (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE shift_templates (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL UNIQUE COLLATE NOCASE,
  start_time TEXT NOT NULL,
  end_time   TEXT NOT NULL,
  break_time INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One assign-shift call: pending until confirmed (published) or cancelled.
CREATE TABLE shift_batches (
  id          INTEGER PRIMARY KEY,
  template_id INTEGER REFERENCES shift_templates (id) ON DELETE SET NULL,
  status      TEXT NOT NULL CHECK (status IN ('pending', 'published', 'cancelled')),
  start_date  TEXT NOT NULL,
  end_date    TEXT NOT NULL,
  created_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at  TEXT NOT NULL,
  resolved_at TEXT
);

-- A person's shift on a day. The name and times are copied from the template, so
-- past shifts keep their meaning when a template changes or goes.
CREATE TABLE shift_assignments (
  id           INTEGER PRIMARY KEY,
  batch_id     INTEGER NOT NULL REFERENCES shift_batches (id) ON DELETE CASCADE,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date         TEXT NOT NULL,
  template_id  INTEGER REFERENCES shift_templates (id) ON DELETE SET NULL,
  name         TEXT NOT NULL,
  start_time   TEXT NOT NULL,
  end_time     TEXT NOT NULL,
  work_time    INTEGER NOT NULL,
  is_published INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX shift_assignments_published ON shift_assignments (user_id, date) WHERE is_published = 1;
CREATE INDEX shift_assignments_batch ON shift_assignments (batch_id);
CREATE INDEX shift_assignments_template ON shift_assignments (template_id, date);
CREATE INDEX shift_assignments_date ON shift_assignments (date, user_id);

-- The shift assignment screen's action log.
CREATE TABLE shift_actions (
  id          INTEGER PRIMARY KEY,
  action      TEXT NOT NULL CHECK (action IN ('assigned', 'published', 'cancelled', 'cleared')),
  batch_id    INTEGER REFERENCES shift_batches (id) ON DELETE SET NULL,
  author_id   INTEGER REFERENCES users (id) ON DELETE SET NULL,
  description TEXT NOT NULL,
  count       INTEGER NOT NULL,
  created_at  TEXT NOT NULL
);

CREATE TABLE attendances (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  working_date     TEXT NOT NULL,
  working_place    INTEGER NOT NULL DEFAULT 1 CHECK (working_place IN (1, 2)),
  shift_name       TEXT,
  shift_start_time TEXT,
  shift_end_time   TEXT,
  shift_work_time  INTEGER,
  late_status      INTEGER NOT NULL DEFAULT 0 CHECK (late_status IN (0, 1)),
  completed_status INTEGER NOT NULL DEFAULT 0 CHECK (completed_status IN (0, 1)),
  comment          TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  UNIQUE (user_id, working_date)
);
CREATE INDEX attendances_date ON attendances (working_date, user_id);

CREATE TABLE attendance_clocks (
  id              INTEGER PRIMARY KEY,
  attendance_id   INTEGER NOT NULL REFERENCES attendances (id) ON DELETE CASCADE,
  user_id         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  start_date_time TEXT NOT NULL,
  end_date_time   TEXT,
  approved_at     TEXT
);
CREATE INDEX attendance_clocks_attendance ON attendance_clocks (attendance_id);
CREATE INDEX attendance_clocks_user ON attendance_clocks (user_id, start_date_time);
CREATE INDEX attendance_clocks_open ON attendance_clocks (user_id) WHERE end_date_time IS NULL;

CREATE TABLE attendance_breaks (
  id              INTEGER PRIMARY KEY,
  clock_id        INTEGER NOT NULL REFERENCES attendance_clocks (id) ON DELETE CASCADE,
  start_date_time TEXT NOT NULL,
  end_date_time   TEXT
);
CREATE INDEX attendance_breaks_clock ON attendance_breaks (clock_id);

-- Leave days as the calendars show them: the view time_off_days of approved
-- leave application days (schema-leave-applications.ts).
`;
