/**
 * The employee import and batch processes (spec part 2 §3, §4 "Import of
 * employees", "Batch process"). An uploaded file is kept, parsed, as an import
 * of its uploader until it is processed; processing copies its valid rows into
 * a batch whose items are imported in chunks in the background.
 */
export const IMPORT_TABLES = /* sql */ `
CREATE TABLE employee_imports (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name  TEXT NOT NULL,
  -- JSON: the header row, and the rows as [line number, cells…] in file order.
  headers    TEXT NOT NULL,
  rows       TEXT NOT NULL,
  -- JSON: field key -> column index, as last validated.
  mapping    TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX employee_imports_user ON employee_imports (user_id);

CREATE TABLE batch_processes (
  id               INTEGER PRIMARY KEY,
  type             TEXT NOT NULL,
  user_id          INTEGER REFERENCES users (id) ON DELETE SET NULL,
  status           TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'completed', 'cancelled')),
  send_invitations INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  finished_at      TEXT
);

-- One row of a batch: its line in the file, the values to import, and what became of it.
CREATE TABLE batch_process_items (
  id         INTEGER PRIMARY KEY,
  batch_id   INTEGER NOT NULL REFERENCES batch_processes (id) ON DELETE CASCADE,
  row_number INTEGER NOT NULL,
  payload    TEXT NOT NULL,
  status     TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'imported', 'failed')),
  reason     TEXT,
  user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX batch_process_items_batch ON batch_process_items (batch_id, status);
`;
