import { goalFormSchema, goalSettingsFormSchema } from '@/lib/goals/forms';
import { GOAL_DUE_DAYS_MAX } from '@/lib/goals/goals';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('goal forms', () => {
  it('say a whole number out of range is out of range, and only text that is no whole number is "not an integer"', () => {
    const settings = (default_due_days: string) => messages(goalSettingsFormSchema.safeParse({ default_due_days, complete_on_done: false }));
    const range = `default_due_days: Please use 1 to ${GOAL_DUE_DAYS_MAX} days`;
    expect(settings('-5')).toEqual([range]);
    expect(settings('0')).toEqual([range]);
    expect(settings(String(GOAL_DUE_DAYS_MAX + 1))).toEqual([range]);
    expect(settings('abc')).toEqual([`default_due_days: ${M.integer}`]);
    expect(settings('1.5')).toEqual([`default_due_days: ${M.integer}`]);
    expect(settings(' 14 ')).toBeUndefined();
  });

  it('keep a goal\'s progress from 0 to 100', () => {
    const goal = (progress: string) =>
      messages(goalFormSchema.safeParse({ title: 'Ship', description: '', owner: { id: 1, name: 'A' }, due_date: '2026-12-01', status: 'in_progress', progress }))?.filter((line) => line.startsWith('progress'));
    expect(goal('-5')).toEqual(['progress: Please use 0 to 100']);
    expect(goal('101')).toEqual(['progress: Please use 0 to 100']);
    expect(goal('x')).toEqual([`progress: ${M.integer}`]);
    expect(goal('0')).toBeUndefined();
    expect(goal('100')).toBeUndefined();
  });
});
