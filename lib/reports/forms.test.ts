import { employeeDetailsFormSchema, reportQueryOf, timesheetFormSchema } from '@/lib/reports/forms';
import { reportProgressAt } from '@/lib/reports/reports';

const base = { format: 'csv', department_id: '', status: '', people: [] } as const;

describe('report forms', () => {
  it('build the generate query, leaving empty choices out', () => {
    const values = employeeDetailsFormSchema.parse({ ...base, from: '', to: '', people: [{ id: 3, name: 'A' }, { id: 9, name: 'B' }], status: 'active' });
    expect(reportQueryOf(values)).toEqual({ format: 'csv', from: undefined, to: undefined, department_id: undefined, status: 'active', user_ids: '3,9' });
  });

  it('need a timesheet period in order and of at most 92 days', () => {
    const errors = (input: object) => timesheetFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors({ ...base, from: '', to: '' })).toEqual([
      ['from', 'This is a required field'],
      ['to', 'This is a required field'],
    ]);
    expect(errors({ ...base, from: '2026-03-10', to: '2026-03-01' })).toEqual([['to', 'The end date must not be before the start date']]);
    expect(errors({ ...base, from: '2026-01-01', to: '2026-04-03' })).toEqual([['to', 'A timesheet covers at most 92 days.']]);
    expect(errors({ ...base, from: '2026-01-01', to: '2026-04-02' })).toBeUndefined();
  });

  it('refuse a date that is no date (unreadable text stays in the form as typed), without judging the order by it', () => {
    const errors = (schema: typeof timesheetFormSchema | typeof employeeDetailsFormSchema, input: object) =>
      schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors(timesheetFormSchema, { ...base, from: '2026-13-45', to: '2026-03-01' })).toEqual([['from', 'This is a required field']]);
    expect(errors(employeeDetailsFormSchema, { ...base, from: '', to: '31 Feb' })).toEqual([['to', 'This is a required field']]);
    expect(errors(employeeDetailsFormSchema, { ...base, from: '', to: '' })).toBeUndefined();
  });
});

describe('report progress', () => {
  it('starts at 5, adds 30 every 600 ms and stops at 1800 ms (95)', () => {
    expect([0, 599, 600, 1199, 1200, 1800, 5000].map(reportProgressAt)).toEqual([5, 5, 35, 35, 65, 95, 95]);
  });
});
