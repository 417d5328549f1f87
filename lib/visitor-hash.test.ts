import { ensureVisitorHash, generateVisitorHash } from '@/lib/visitor-hash';

describe('visitor hash', () => {
  it('generates long random hashes', () => {
    const a = generateVisitorHash();
    const b = generateVisitorHash();
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(a).not.toBe(b);
  });

  it('keeps a stored hash of 20 characters or more', () => {
    const stored = 'a'.repeat(20);
    expect(ensureVisitorHash(stored)).toBe(stored);
  });

  it('regenerates a hash shorter than 20 characters, or a missing one', () => {
    expect(ensureVisitorHash('a'.repeat(19))).toHaveLength(32);
    expect(ensureVisitorHash('a'.repeat(19))).not.toBe('a'.repeat(19));
    expect(ensureVisitorHash(undefined)).toHaveLength(32);
    expect(ensureVisitorHash('')).toHaveLength(32);
  });
});
