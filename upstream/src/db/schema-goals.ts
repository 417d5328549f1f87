/** Goals (spec part 2 §7 "Goals"): each person's goals with a due date, a status and a progress, and the goals settings. */
export const GOAL_TABLES = /* sql */ `
CREATE TABLE goals (
  id          INTEGER PRIMARY KEY,
  title       TEXT NOT NULL,
  description TEXT,
  owner_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  due_date    TEXT NOT NULL,
  status      TEXT NOT NULL CHECK (status IN ('not_started', 'in_progress', 'done', 'cancelled')),
  progress    INTEGER NOT NULL CHECK (progress BETWEEN 0 AND 100),
  created_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX goals_owner ON goals (owner_id, due_date);
CREATE INDEX goals_status ON goals (status, due_date);

-- The goals settings (one row): the default due date of a new goal, and whether Done means 100 %.
CREATE TABLE goal_settings (
  id               INTEGER PRIMARY KEY CHECK (id = 1),
  default_due_days INTEGER NOT NULL CHECK (default_due_days BETWEEN 1 AND 365),
  complete_on_done INTEGER NOT NULL CHECK (complete_on_done IN (0, 1))
);
`;
