import { ANYONE, EVERYONE, reviewConditionName, reviewOutcome } from '@/lib/leave/review';

describe('reviewOutcome', () => {
  it('Anyone: the first decision decides, either way', () => {
    expect(reviewOutcome(ANYONE, 3, [])).toBe('pending');
    expect(reviewOutcome(ANYONE, 3, ['approved'])).toBe('approved');
    expect(reviewOutcome(ANYONE, 3, ['rejected'])).toBe('rejected');
    expect(reviewOutcome(ANYONE, 3, ['approved', 'rejected'])).toBe('approved');
  });

  it('Everyone: approved only when every approver approved; one rejection rejects', () => {
    expect(reviewOutcome(EVERYONE, 2, ['approved'])).toBe('pending');
    expect(reviewOutcome(EVERYONE, 2, ['approved', 'approved'])).toBe('approved');
    expect(reviewOutcome(EVERYONE, 2, ['approved', 'rejected'])).toBe('rejected');
    expect(reviewOutcome(EVERYONE, 3, ['rejected'])).toBe('rejected');
  });

  it('stays pending without approvers', () => {
    expect(reviewOutcome(ANYONE, 0, ['approved'])).toBe('pending');
    expect(reviewOutcome(EVERYONE, 0, ['approved'])).toBe('pending');
  });

  it('names the conditions as the spec does', () => {
    expect([reviewConditionName(1), reviewConditionName(2)]).toEqual(['Anyone', 'Everyone']);
  });
});
