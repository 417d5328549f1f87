import type { Database, Statement } from 'better-sqlite3';
import { DEFAULT_SHIFT_REPEAT_ON } from '../../../lib/constants';
import type { GeneralSetupValues } from '../../../lib/time/schemas';
import type { SettingsStore } from './settings';

/**
 * The generic attendance setup: the default working days (repeat_on) and the
 * calendar cycle live here; date format, time format and time zone are tenant
 * settings (they reach every screen through /authorization).
 */

export const DEFAULT_CYCLE_START_DAY = 1;

export const DATE_FORMATS = [
  { value: 'YYYY-MM-DD', label: '2026-03-31' },
  { value: 'DD-MM-YYYY', label: '31-03-2026' },
  { value: 'DD.MM.YYYY', label: '31.03.2026' },
  { value: 'DD/MM/YYYY', label: '31/03/2026' },
  { value: 'MM/DD/YYYY', label: '03/31/2026' },
  { value: 'MMM D, YYYY', label: 'Mar 31, 2026' },
  { value: 'D MMM YYYY', label: '31 Mar 2026' },
] as const;

export const TIME_FORMATS = [
  { id: 1 as const, name: '12-hour (2:30 PM)' },
  { id: 2 as const, name: '24-hour (14:30)' },
];

/** How a leave day is spent (the bird view's legend); leave applications arrive with the leave module. */
export const LEAVE_SPENT_TYPES = [
  { id: 1, key: 'full' as const, name: 'Full day' },
  { id: 2, key: 'first_half' as const, name: 'First half' },
  { id: 3, key: 'second_half' as const, name: 'Second half' },
];

export class AttendanceSetup {
  private readonly read: Statement<[string], string>;
  private readonly write: Statement<[string, string]>;
  private cached: { repeat_on: number[]; start_day: number } | undefined;

  constructor(
    private readonly db: Database,
    private readonly settings: SettingsStore,
  ) {
    this.read = db.prepare<[string], string>('SELECT value FROM attendance_setup WHERE key = ?').pluck();
    this.write = db.prepare(
      'INSERT INTO attendance_setup (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
  }

  private own(): { repeat_on: number[]; start_day: number } {
    if (!this.cached) {
      const repeat = this.read.get('repeat_on');
      const cycle = this.read.get('calendar_cycle_start_day');
      this.cached = {
        repeat_on: repeat ? (JSON.parse(repeat) as number[]) : [...DEFAULT_SHIFT_REPEAT_ON],
        start_day: cycle ? Number(JSON.parse(cycle)) : DEFAULT_CYCLE_START_DAY,
      };
    }
    return this.cached;
  }

  repeatOn(): number[] {
    return this.own().repeat_on;
  }

  cycleStartDay(): number {
    return this.own().start_day;
  }

  values(): GeneralSetupValues {
    const settings = this.settings.get();
    const own = this.own();
    return {
      repeat_on: own.repeat_on,
      date_format: settings.date_format,
      time_format: settings.time_format,
      calendar_cycle: { start_day: own.start_day },
      timezone: settings.timezone,
    };
  }

  update(values: GeneralSetupValues): GeneralSetupValues {
    this.db.transaction(() => {
      this.write.run('repeat_on', JSON.stringify([...new Set(values.repeat_on)].sort()));
      this.write.run('calendar_cycle_start_day', JSON.stringify(values.calendar_cycle.start_day));
      this.settings.update({ date_format: values.date_format, time_format: values.time_format, timezone: values.timezone });
    })();
    this.cached = undefined;
    return this.values();
  }
}
