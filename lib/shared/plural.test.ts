import { counted } from '@/lib/shared/plural';

describe('counted', () => {
  it('says one thing in the singular and others in the plural, with thousands grouped', () => {
    expect(counted(1, 'row')).toBe('1 row');
    expect(counted(0, 'row')).toBe('0 rows');
    expect(counted(1200, 'row')).toBe('1,200 rows');
    expect(counted(3, 'address', 'addresses')).toBe('3 addresses');
  });
});
