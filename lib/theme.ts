/**
 * Colour contrast for tenant themes. A tenant may pick a button colour and a
 * text colour that do not read well together (the spec's default accent
 * #FF7F5C with white text is 2.5:1); text on a themed surface keeps the
 * tenant's choice when it reaches WCAG AA (4.5:1) and otherwise switches to
 * whichever of ink or white reads better.
 */
export const INK = '#1A1A2E';
export const WHITE = '#FFFFFF';
const AA = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function readableText(background: string, preferred: string): string {
  if (contrastRatio(background, preferred) >= AA) return preferred;
  return contrastRatio(background, INK) >= contrastRatio(background, WHITE) ? INK : WHITE;
}
