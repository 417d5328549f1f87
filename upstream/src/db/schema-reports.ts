/**
 * Generated files (reports and the goals export): what was asked, by whom and
 * until when it may be fetched. The bytes are not stored: the file is
 * generated from the current data while it is downloaded.
 */
export const REPORT_TABLES = /* sql */ `
CREATE TABLE export_files (
  token      TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       TEXT NOT NULL,
  format     TEXT NOT NULL CHECK (format IN ('csv', 'xlsx')),
  params     TEXT NOT NULL,
  file_name  TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX export_files_expiry ON export_files (expires_at);
`;
