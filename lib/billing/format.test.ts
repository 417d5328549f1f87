import { formatMoney, renewal } from '@/lib/billing/format';
import type { Subscription } from '@/lib/billing/schemas';

it('formats minor units in their currency', () => {
  expect(formatMoney(600, 'EUR')).toBe('€6.00');
  expect(formatMoney(31200, 'EUR')).toBe('€312.00');
  expect(formatMoney(0, 'USD')).toBe('US$0.00');
});

describe('renewal', () => {
  const trial: Subscription = { id: 1, status: 'trial', seats: 50, amount: 0, trial_ends_at: '2026-12-25', trial_days_left: 27, current_period_end: null, cancelled_at: null };
  // "1 days left" on the trial's last day but one.
  it('counts a trial’s days left in words that agree with the count', () => {
    expect(renewal(trial, 'YYYY-MM-DD')).toBe('Free trial: 27 days left, until 2026-12-25');
    expect(renewal({ ...trial, trial_days_left: 1 }, 'YYYY-MM-DD')).toBe('Free trial: 1 day left, until 2026-12-25');
    expect(renewal({ ...trial, trial_days_left: null }, 'YYYY-MM-DD')).toBe('Free trial until 2026-12-25');
  });

  it('says when a paid plan renews: the day after the last day paid for', () => {
    expect(renewal({ ...trial, status: 'active', current_period_end: '2026-12-28' }, 'YYYY-MM-DD')).toBe('Renews on 2026-12-29');
  });
});
