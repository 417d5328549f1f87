import type { CalendarEntry } from '@/lib/calendar/schemas';

/** Test data: one day of approved annual leave for a person (fields overridable). */
export function leaveEntry(id: number, date: string, name: string, overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    key: `leave-${id}`,
    kind: 'leave',
    title: 'Annual leave',
    start_date: date,
    end_date: date,
    dates: [date],
    person: { id, name, username: name.toLowerCase().replace(' ', '.'), avatar: '/a.svg', designation_name: null },
    department: null,
    spent_type: 'full',
    years: null,
    start_time: null,
    end_time: null,
    people_count: null,
    source: { type: 'leave_application', id },
    ...overrides,
  };
}
