import type { Database } from 'better-sqlite3';

/**
 * Profile sections: one JSON value per person and section (address,
 * emergency contact, bio…), written only after the section's form schema
 * passed. Nothing here knows a section's fields. Beside it: the parts of a
 * section kept on the person (employment lists and dates, name and birth)
 * and the salary history.
 */
export type SectionName = 'address' | 'emergency_contact' | 'bio' | 'employment' | 'note' | 'work_from_home' | 'bank' | 'personal' | 'education' | 'family';

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

/** The employment columns of a person, with the names of their lists. */
export interface EmploymentColumns {
  department_id: number | null;
  department_name: string | null;
  designation_id: number | null;
  designation_name: string | null;
  employment_type_id: number | null;
  employment_type_name: string | null;
  joining_date: string | null;
}

/** The personal columns of a person. */
export interface PersonalColumns {
  first_name: string;
  last_name: string;
  gender: 'male' | 'female' | 'other' | null;
  date_of_birth: string | null;
}

export class PersonColumns {
  constructor(private readonly db: Database) {}

  employment(userId: number): EmploymentColumns | undefined {
    return this.db
      .prepare<[number], EmploymentColumns>(
        `SELECT u.department_id, dep.name AS department_name, u.designation_id, d.name AS designation_name,
                u.employment_type_id, et.name AS employment_type_name, u.joining_date
           FROM users u
           LEFT JOIN departments dep ON dep.id = u.department_id
           LEFT JOIN designations d ON d.id = u.designation_id
           LEFT JOIN employment_types et ON et.id = u.employment_type_id
          WHERE u.id = ?`,
      )
      .get(userId);
  }

  saveEmployment(userId: number, values: Pick<EmploymentColumns, 'department_id' | 'designation_id' | 'employment_type_id' | 'joining_date'>): void {
    this.db
      .prepare(
        `UPDATE users SET department_id = @department_id, designation_id = @designation_id, employment_type_id = @employment_type_id,
                          joining_date = @joining_date, updated_at = @stamp WHERE id = @id`,
      )
      .run({ ...values, id: userId, stamp: new Date().toISOString() });
  }

  personal(userId: number): PersonalColumns | undefined {
    return this.db.prepare<[number], PersonalColumns>('SELECT first_name, last_name, gender, date_of_birth FROM users WHERE id = ?').get(userId);
  }

  savePersonal(userId: number, values: PersonalColumns): void {
    this.db
      .prepare('UPDATE users SET first_name = @first_name, last_name = @last_name, gender = @gender, date_of_birth = @date_of_birth, updated_at = @stamp WHERE id = @id')
      .run({ ...values, id: userId, stamp: new Date().toISOString() });
  }
}

export interface SalaryRow {
  id: number;
  amount: string;
  currency: string;
  pay_period: 'monthly' | 'yearly' | 'hourly';
  effective_date: string;
  changed_by: string | null;
  created_at: string;
}
export type NewSalary = Pick<SalaryRow, 'amount' | 'currency' | 'pay_period' | 'effective_date'>;

/** The salary history: every salary saved; the person's salary is the one effective last (latest saved on a tie). */
export class SalaryHistory {
  constructor(private readonly db: Database) {}

  list(userId: number): SalaryRow[] {
    return this.db
      .prepare<[number], SalaryRow>(
        `SELECT s.id, s.amount, s.currency, s.pay_period, s.effective_date, s.created_at,
                CASE WHEN c.id IS NULL THEN NULL ELSE c.first_name || ' ' || c.last_name END AS changed_by
           FROM salary_history s LEFT JOIN users c ON c.id = s.changed_by
          WHERE s.user_id = ? ORDER BY s.effective_date DESC, s.id DESC`,
      )
      .all(userId);
  }

  current(userId: number): SalaryRow | null {
    return this.list(userId)[0] ?? null;
  }

  add(userId: number, salary: NewSalary, changedBy: number | null, now = new Date()): void {
    this.db
      .prepare('INSERT INTO salary_history (user_id, amount, currency, pay_period, effective_date, changed_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(userId, salary.amount, salary.currency, salary.pay_period, salary.effective_date, changedBy, now.toISOString());
  }
}
