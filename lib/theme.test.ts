import { contrastRatio, INK, readableText, WHITE } from '@/lib/theme';

describe('theme contrast', () => {
  it('measures contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 0);
    expect(contrastRatio('#FF7F5C', '#FFFFFF')).toBeCloseTo(2.5, 1);
    expect(contrastRatio('#323DA5', '#FFFFFF')).toBeGreaterThan(4.5);
  });

  it('keeps a tenant text colour that reads well', () => {
    expect(readableText('#323DA5', WHITE)).toBe(WHITE);
    expect(readableText('#FFFFFF', '#333')).toBe('#333');
  });

  it('replaces one that does not with ink or white, whichever reads better', () => {
    expect(readableText('#FF7F5C', WHITE)).toBe(INK);
    expect(readableText('#26B0A1', WHITE)).toBe(INK);
    expect(readableText('#1A1A2E', '#333333')).toBe(WHITE);
  });
});
