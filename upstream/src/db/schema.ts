import type { Database } from 'better-sqlite3';
import { ADMIN_TABLES } from './schema-admin';
import { ATTENDANCE_TABLES } from './schema-attendance';
import { BILLING_TABLES } from './schema-billing';
import { FEED_TABLES } from './schema-feed';
import { IMPORT_TABLES } from './schema-import';
import { GOAL_TABLES } from './schema-goals';
import { LEAVE_TABLES } from './schema-leave';
import { LEAVE_APPLICATION_TABLES } from './schema-leave-applications';
import { NOTIFICATION_TABLES } from './schema-notifications';
import { PEOPLE_TABLES } from './schema-people';
import { REPORT_TABLES } from './schema-reports';

/**
 * The schema. Bump SCHEMA_VERSION whenever it changes: a database written by
 * another version is dropped and reseeded on start (PRAGMA user_version).
 */
export const SCHEMA_VERSION = 17;

const TABLES = /* sql */ `
CREATE TABLE app_settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- The people settings lists of simple named items (names unique per kind, any case).
CREATE TABLE departments (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT
);

CREATE TABLE designations (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT
);

CREATE TABLE employment_types (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT
);

-- Document types of employee profiles (the spec's attachment types).
CREATE TABLE attachment_types (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT
);

CREATE TABLE employee_groups (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
  description TEXT
);

CREATE TABLE users (
  id             INTEGER PRIMARY KEY,
  first_name     TEXT NOT NULL,
  last_name      TEXT NOT NULL,
  username       TEXT NOT NULL UNIQUE,
  email          TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password       TEXT NOT NULL,
  -- invited: quick-entered, onboarding not completed; inactive: switched off (no sign-in); archived: discharged.
  status         TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'invited', 'inactive', 'archived')),
  gender         TEXT CHECK (gender IN ('male', 'female', 'other')),
  date_of_birth  TEXT,
  joining_date   TEXT,
  department_id  INTEGER REFERENCES departments (id) ON DELETE SET NULL,
  designation_id INTEGER REFERENCES designations (id) ON DELETE SET NULL,
  employment_type_id INTEGER REFERENCES employment_types (id) ON DELETE SET NULL,
  avatar         TEXT,
  archived_at    TEXT,
  discharged_reason TEXT,
  -- 1: people without view_employee see only the public part of the profile.
  is_profile_private INTEGER NOT NULL DEFAULT 0,
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL
);
CREATE INDEX users_department ON users (department_id);
CREATE INDEX users_designation ON users (designation_id);
CREATE INDEX users_employment_type ON users (employment_type_id);

CREATE TABLE employee_group_users (
  group_id INTEGER NOT NULL REFERENCES employee_groups (id) ON DELETE CASCADE,
  user_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
) WITHOUT ROWID;
CREATE INDEX employee_group_users_user ON employee_group_users (user_id);

-- Onboarding invitations: one live link per invited person (the hash stored as sha256), single use, expiring.
CREATE TABLE employee_invitations (
  user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token      TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER,
  -- When the person chose their password on the link (the first onboarding step).
  password_set_at INTEGER
);

-- Uploaded avatars (users.avatar names them as avatars/uploaded/{token} under /images/).
CREATE TABLE user_avatars (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token   TEXT NOT NULL UNIQUE,
  mime    TEXT NOT NULL,
  data    BLOB NOT NULL
);

-- Profile sections (address, emergency contact, bio…): one JSON value per person and section, validated by the section's form schema.
CREATE TABLE profile_sections (
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  section    TEXT NOT NULL,
  data       TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, section)
) WITHOUT ROWID;

CREATE TABLE permissions (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL UNIQUE,
  group_name TEXT NOT NULL
);

CREATE TABLE roles (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL UNIQUE,
  position   INTEGER NOT NULL,
  is_admin   INTEGER NOT NULL DEFAULT 0,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE role_permissions (
  role_id       INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission_id INTEGER NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_id)
) WITHOUT ROWID;

CREATE TABLE role_users (
  role_id INTEGER NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, user_id)
) WITHOUT ROWID;
CREATE INDEX role_users_user ON role_users (user_id);

-- The sidebar: groups of routes; an item shows when the user holds any of its
-- permissions (a JSON array; empty = everyone).
CREATE TABLE menu_groups (
  id       INTEGER PRIMARY KEY,
  name     TEXT NOT NULL,
  icon     TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE menu_items (
  id          INTEGER PRIMARY KEY,
  group_id    INTEGER NOT NULL REFERENCES menu_groups (id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  icon        TEXT NOT NULL,
  route_name  TEXT NOT NULL,
  type        TEXT NOT NULL CHECK (type IN ('admin', 'landlord')),
  permissions TEXT NOT NULL DEFAULT '[]',
  position    INTEGER NOT NULL
);

-- Times below are Unix seconds.
CREATE TABLE sessions (
  id            TEXT PRIMARY KEY,
  user_id       INTEGER REFERENCES users (id) ON DELETE CASCADE,
  xsrf_token    TEXT NOT NULL,
  remember      INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  last_activity INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_last_activity ON sessions (last_activity);

CREATE TABLE password_reset_tokens (
  email      TEXT PRIMARY KEY COLLATE NOCASE,
  token      TEXT NOT NULL, -- sha256 of the token sent by mail
  created_at INTEGER NOT NULL
);

CREATE TABLE outbox (
  id         INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL COLLATE NOCASE,
  subject    TEXT NOT NULL,
  body       TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_to ON outbox (to_address);

CREATE TABLE sso_states (
  state      TEXT PRIMARY KEY,
  provider   TEXT NOT NULL,
  session_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE sso_codes (
  code       TEXT PRIMARY KEY,
  provider   TEXT NOT NULL,
  state      TEXT NOT NULL,
  email      TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);

CREATE TABLE rate_limits (
  key      TEXT PRIMARY KEY,
  hits     INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
);
`;

export function createSchema(db: Database): void {
  db.exec(TABLES);
  db.exec(NOTIFICATION_TABLES);
  db.exec(FEED_TABLES);
  db.exec(ATTENDANCE_TABLES);
  db.exec(LEAVE_TABLES);
  db.exec(IMPORT_TABLES);
  db.exec(ADMIN_TABLES);
  db.exec(LEAVE_APPLICATION_TABLES);
  db.exec(PEOPLE_TABLES);
  db.exec(REPORT_TABLES);
  db.exec(BILLING_TABLES);
  db.exec(GOAL_TABLES);
}

/** Marks the database as complete at this schema version (after seeding). */
export function stampSchemaVersion(db: Database): void {
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}

/** Drops every table (and index) so the schema can be created afresh. */
export function dropSchema(db: Database): void {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name.replaceAll('"', '""')}"`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  db.pragma('user_version = 0');
}

export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}
