import { leavePolicyFormSchema, leaveReviewFormSchema, leaveTypeFormSchema } from '@/lib/leave/forms';

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

describe('leavePolicyFormSchema', () => {
  const row = (id: number, chosen: boolean, days: string) => ({ id, name: `Type ${id}`, chosen, days });
  const parse = (rows: ReturnType<typeof row>[]) => {
    const result = leavePolicyFormSchema.safeParse({ name: 'Standard', description: '', leave_types: rows });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('needs one chosen type, and checks the days of chosen types only', () => {
    expect(parse([row(1, true, '20'), row(2, false, 'x')])).toEqual([]);
    expect(parse([row(1, false, '20')])).toEqual([['leave_types', 'Choose at least one leave type.']]);
    expect(parse([row(1, true, '20'), row(2, true, '2.5')])).toEqual([['leave_types.1.days', 'Please use 0 to 366 days']]);
    // Left empty: missing, in the spec's words, not out of range.
    expect(parse([row(1, true, '20'), row(2, true, '  ')])).toEqual([['leave_types.1.days', 'This is a required field']]);
  });
});

describe('leaveReviewFormSchema', () => {
  const parse = (values: object) => {
    const result = leaveReviewFormSchema.safeParse({ name: 'Finance', review_condition: '2', approvers: [{ id: 1 }], ...values });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('needs an approver, at most ten, and Anyone or Everyone', () => {
    expect(parse({})).toEqual([]);
    expect(parse({ approvers: [] })).toEqual([['approvers', 'Choose at least one approver.']]);
    expect(parse({ approvers: Array.from({ length: 11 }, (_, id) => ({ id })) })).toEqual([['approvers', 'Choose at most 10 approvers']]);
    expect(parse({ review_condition: '3' })).toHaveLength(1);
  });
});
