import { leaveTypeFormSchema } from '@/lib/leave/forms';

const errors = (values: unknown) => {
  const result = leaveTypeFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('leaveTypeFormSchema', () => {
  it('takes a name and a whole number of days from 0 to 366', () => {
    expect(errors({ name: 'Sick leave', total_days: '10' })).toEqual({});
    expect(errors({ name: 'Unpaid leave', total_days: '0' })).toEqual({});
    expect(errors({ name: ' ', total_days: '' })).toEqual({ name: 'This is a required field', total_days: 'This is a required field' });
    expect(errors({ name: 'Sick', total_days: '1.5' })).toEqual({ total_days: 'Please use an integer' });
    expect(errors({ name: 'Sick', total_days: '400' })).toEqual({ total_days: 'Please use 0 to 366 days' });
    expect(errors({ name: 'Sick', total_days: '-1' })).toEqual({ total_days: 'Please use 0 to 366 days' });
  });
});
