import { registerTextSearch } from './text-search';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createSchema, dropSchema, SCHEMA_VERSION, schemaVersion, stampSchemaVersion } from './schema';
import { seed, type SeedSummary } from './seed';

export type Db = Database.Database;

export interface OpenedDatabase {
  db: Db;
  /** Set when this open (re)created and seeded the database. */
  seeded: SeedSummary | null;
}

/**
 * Opens (creating the directory if needed) and, when asked, when the file is
 * new or when it holds another schema version, drops everything and reseeds.
 */
export function openDatabase(file: string, options: { reset?: boolean; extraPeople?: number } = {}): OpenedDatabase {
  const inMemory = file === ':memory:' || file === '';
  if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  registerTextSearch(db);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    let seeded: SeedSummary | null = null;
    if (options.reset || schemaVersion(db) !== SCHEMA_VERSION) {
      dropSchema(db);
      createSchema(db);
      seeded = seed(db, new Date(), { extraPeople: options.extraPeople });
      stampSchemaVersion(db);
    }
    return { db, seeded };
  } catch (error) {
    db.close();
    throw error;
  }
}
