import type { Database } from 'better-sqlite3';

/**
 * A person's holidays, as the profile shows them: everyone's and the ones
 * they were chosen for, in a calendar year; and the holidays with chosen
 * people they could still be added to. Membership itself (holiday_users) is
 * changed through the shared AssignedPeople store.
 */

export interface PersonHolidayRow {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  for_everyone: boolean;
}

type Row = Omit<PersonHolidayRow, 'for_everyone'> & { for_everyone: number };
const out = ({ for_everyone, ...row }: Row): PersonHolidayRow => ({ ...row, for_everyone: for_everyone === 1 });

export class PersonHolidays {
  constructor(private readonly db: Database) {}

  /** Everyone's holidays and the person's chosen ones in the year, by date. */
  of(userId: number, year: number): PersonHolidayRow[] {
    return this.db
      .prepare<{ user: number; year: number }, Row>(
        `SELECT h.id, h.name, h.start_date, h.end_date, h.for_everyone FROM holidays h
          WHERE h.calendar_year = @year
            AND (h.for_everyone = 1 OR EXISTS (SELECT 1 FROM holiday_users hu WHERE hu.holiday_id = h.id AND hu.user_id = @user))
          ORDER BY h.start_date, h.name COLLATE NOCASE, h.id`,
      )
      .all({ user: userId, year })
      .map(out);
  }

  /** Holidays for chosen people, from the year on, that the person is not in yet. */
  assignable(userId: number, fromYear: number): PersonHolidayRow[] {
    return this.db
      .prepare<{ user: number; year: number }, Row>(
        `SELECT h.id, h.name, h.start_date, h.end_date, h.for_everyone FROM holidays h
          WHERE h.for_everyone = 0 AND h.calendar_year >= @year
            AND NOT EXISTS (SELECT 1 FROM holiday_users hu WHERE hu.holiday_id = h.id AND hu.user_id = @user)
          ORDER BY h.start_date, h.name COLLATE NOCASE, h.id`,
      )
      .all({ user: userId, year: fromYear })
      .map(out);
  }
}
