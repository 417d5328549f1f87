/**
 * The feed block of the schema (src/db/schema.ts runs it after the core
 * tables): posts, per-user acknowledge and reaction state, comments, uploaded
 * files (bytes kept in SQLite, so a reset or an in-memory test database needs
 * no file-system clean-up) and the feed sidebar card setup.
 */
export const FEED_TABLES = /* sql */ `
CREATE TABLE feed_posts (
  id         INTEGER PRIMARY KEY,
  slug       TEXT NOT NULL UNIQUE,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type       INTEGER NOT NULL DEFAULT 0 CHECK (type IN (0, 1)), -- 1 = acknowledge-required
  content    TEXT NOT NULL DEFAULT '',
  pinned_at  TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT,            -- set when the content is edited
  deleted_at TEXT             -- moved to the trash
);
CREATE INDEX feed_posts_order ON feed_posts (pinned_at, created_at) WHERE deleted_at IS NULL;

CREATE TABLE feed_acknowledges (
  post_id    INTEGER NOT NULL REFERENCES feed_posts (id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (post_id, user_id)
) WITHOUT ROWID;
CREATE INDEX feed_acknowledges_user ON feed_acknowledges (user_id);

CREATE TABLE feed_reactions (
  post_id    INTEGER NOT NULL REFERENCES feed_posts (id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type       TEXT NOT NULL CHECK (type IN ('love')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (post_id, user_id)
) WITHOUT ROWID;

CREATE TABLE feed_comments (
  id         INTEGER PRIMARY KEY,
  post_id    INTEGER NOT NULL REFERENCES feed_posts (id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content    TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX feed_comments_post ON feed_comments (post_id, created_at);

CREATE TABLE feed_comment_reactions (
  comment_id INTEGER NOT NULL REFERENCES feed_comments (id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type       TEXT NOT NULL CHECK (type IN ('love')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (comment_id, user_id)
) WITHOUT ROWID;

-- Uploaded files. post_id is null while the file is temporary (uploaded, not yet stored with a post).
CREATE TABLE files (
  id         INTEGER PRIMARY KEY,
  token      TEXT NOT NULL UNIQUE, -- the unguessable part of its public address
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       TEXT NOT NULL CHECK (kind IN ('photo', 'attachment')),
  name       TEXT NOT NULL,
  mime       TEXT NOT NULL,
  size       INTEGER NOT NULL,
  data       BLOB NOT NULL,
  post_id    INTEGER REFERENCES feed_posts (id) ON DELETE CASCADE,
  position   INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX files_post ON files (post_id, kind, position);
CREATE INDEX files_temporary ON files (user_id) WHERE post_id IS NULL;

-- Documents of an employee profile: an uploaded file (kept while the document is) or a web link.
CREATE TABLE profile_documents (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       TEXT NOT NULL CHECK (kind IN ('file', 'link')),
  name       TEXT NOT NULL,
  url        TEXT,
  file_id    INTEGER UNIQUE REFERENCES files (id) ON DELETE CASCADE,
  added_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  CHECK ((kind = 'file') = (file_id IS NOT NULL) AND (kind = 'link') = (url IS NOT NULL))
);
CREATE INDEX profile_documents_user ON profile_documents (user_id, kind);

-- Chunked uploads in progress; chunks arrive in order and are appended to data.
CREATE TABLE file_uploads (
  id           TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind         TEXT NOT NULL CHECK (kind IN ('photo', 'attachment')),
  name         TEXT NOT NULL,
  size         INTEGER NOT NULL,
  total_chunks INTEGER NOT NULL,
  received     INTEGER NOT NULL DEFAULT 0,
  data         BLOB NOT NULL,
  created_at   TEXT NOT NULL
);

CREATE TABLE feed_widget_settings (
  key        TEXT PRIMARY KEY,
  is_enabled INTEGER NOT NULL,
  position   INTEGER NOT NULL
);
`;
