import type { Database } from 'better-sqlite3';

/**
 * Profile sections: one JSON value per person and section (address,
 * emergency contact, bio…), written only after the section's form schema
 * passed. Nothing here knows a section's fields.
 */
export type SectionName = 'address' | 'emergency_contact' | 'bio';

export class ProfileSectionStore {
  constructor(private readonly db: Database) {}

  get<T>(userId: number, section: SectionName): T | null {
    const row = this.db.prepare<[number, string], { data: string }>('SELECT data FROM profile_sections WHERE user_id = ? AND section = ?').get(userId, section);
    return row ? (JSON.parse(row.data) as T) : null;
  }

  save<T>(userId: number, section: SectionName, data: T): T {
    this.db
      .prepare('INSERT INTO profile_sections (user_id, section, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, section) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at')
      .run(userId, section, JSON.stringify(data), new Date().toISOString());
    return data;
  }
}
