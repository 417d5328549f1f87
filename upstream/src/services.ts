import type { Database } from 'better-sqlite3';
import type { UpstreamConfig } from './config';
import { AccessChanges } from './domain/access-changes';
import { RateLimiter } from './domain/rate-limiter';
import { SettingsStore } from './domain/settings';
import { Users } from './domain/users';
import { SessionStore } from './http/session';

/** What handlers share: configuration, the database and the stores over it. */
export interface Services {
  config: UpstreamConfig;
  db: Database;
  settings: SettingsStore;
  sessions: SessionStore;
  users: Users;
  limiter: RateLimiter;
  /** Changes of who may do what (roles, a person's role or status), for the modules that depend on them. */
  access: AccessChanges;
  /** The tenant's day this start seeded the database for, or null when it opened an existing one. */
  seededOn: string | null;
}

export function createServices(config: UpstreamConfig, db: Database, seededOn: string | null = null): Services {
  return {
    config,
    db,
    settings: new SettingsStore(db),
    sessions: new SessionStore(db),
    users: new Users(db),
    limiter: new RateLimiter(db),
    access: new AccessChanges(),
    seededOn,
  };
}
