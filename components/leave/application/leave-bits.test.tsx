import { entitlementText, leftText } from './leave-bits';

describe('a policy type’s entitlement', () => {
  it('reads 0 days as no limit, as the balances do', () => {
    expect(entitlementText(0)).toBe('No limit');
    expect(leftText({ left: null })).toBe('No limit');
    expect(entitlementText(20)).toBe('20 days');
    expect(entitlementText(1)).toBe('1 day');
    expect(entitlementText(2.5)).toBe('2.5 days');
  });
});
