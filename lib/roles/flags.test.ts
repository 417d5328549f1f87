import { moveTargetOf } from '@/lib/roles/flags';

describe('the role a deleted role’s people move to unless the user picks another', () => {
  it('is the default role when the answer flags one', () => {
    expect(moveTargetOf([{ id: 1, is_default: false }, { id: 4, is_default: true }])).toBe('4');
  });

  it('is none (the user chooses) when no role is flagged default: never the first role, which may be the administrator', () => {
    expect(moveTargetOf([{ id: 1 }, { id: 4 }])).toBe('');
    expect(moveTargetOf([])).toBe('');
  });
});
