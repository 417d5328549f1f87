import type { Database } from 'better-sqlite3';
import type { UpstreamConfig } from './config';
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
}

export function createServices(config: UpstreamConfig, db: Database): Services {
  return {
    config,
    db,
    settings: new SettingsStore(db),
    sessions: new SessionStore(db),
    users: new Users(db),
    limiter: new RateLimiter(db),
  };
}
