/**
 * Profile tables beyond the one-value-per-section store (profile_sections):
 * the salary history, a row per salary saved; the newest effective one is
 * the person's salary. A file document's type (one of the document types,
 * the attachment types) is a column added to profile_documents.
 */
export const PEOPLE_TABLES = /* sql */ `
CREATE TABLE salary_history (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A decimal with 2 places, as text ("4250.00"): up to 10 digits before the point.
  amount         TEXT NOT NULL,
  currency       TEXT NOT NULL,
  pay_period     TEXT NOT NULL CHECK (pay_period IN ('monthly', 'yearly', 'hourly')),
  effective_date TEXT NOT NULL,
  changed_by     INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at     TEXT NOT NULL
);
CREATE INDEX salary_history_user ON salary_history (user_id, effective_date);

ALTER TABLE profile_documents ADD COLUMN attachment_type_id INTEGER REFERENCES attachment_types (id) ON DELETE SET NULL;
`;
