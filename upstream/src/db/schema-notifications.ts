/** The notifications block of the schema (src/db/schema.ts runs it after the core tables). */
export const NOTIFICATION_TABLES = /* sql */ `
CREATE TABLE notifications (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author_id  INTEGER REFERENCES users (id) ON DELETE SET NULL,
  type       TEXT NOT NULL,
  data       TEXT NOT NULL, -- JSON {message, type, action}
  read_at    TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, created_at);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
`;
