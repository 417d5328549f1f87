import { formatMoney } from '@/lib/billing/format';

it('formats minor units in their currency', () => {
  expect(formatMoney(600, 'EUR')).toBe('€6.00');
  expect(formatMoney(31200, 'EUR')).toBe('€312.00');
  expect(formatMoney(0, 'USD')).toBe('US$0.00');
});
