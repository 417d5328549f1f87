/** Generated images: initials avatars and the company wordmark. */

import { CENTRE_BASELINE_EM, outlinedText, type OutlineOptions } from './outline';

/** Dark enough for white text (WCAG AA for large text), drawn from the theme's hues. */
const AVATAR_COLOURS = ['#323DA5', '#1F7A6F', '#2E7D4F', '#B4441F', '#8E3B8A', '#5A4FCF', '#A23B4C', '#35608C'];

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Text in a generated image: Inter's outlines (lib/outline.ts), or for a string
 * Inter cannot draw an SVG <text> with the same place, size, anchor and weight.
 */
export function svgText(text: string, options: OutlineOptions): string {
  const outlined = outlinedText(text, options);
  if (outlined) return outlined;
  const { x, y, size, fill, anchor = 'start', centred = false, semibold = false } = options;
  return (
    `<text x="${x}" y="${y}"${centred ? ` dy="${CENTRE_BASELINE_EM}em"` : ''}${anchor === 'middle' ? ' text-anchor="middle"' : ''} ` +
    `font-family="Inter, Arial, sans-serif" font-size="${size}" font-weight="${semibold ? 600 : 400}" fill="${fill}">${escapeXml(text)}</text>`
  );
}

/** FNV-1a: a stable colour per person. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${[...firstName][0] ?? ''}${[...lastName][0] ?? ''}`.toUpperCase();
}

export function avatarSvg(name: string, initials: string, key: string): string {
  const colour = AVATAR_COLOURS[hash(key) % AVATAR_COLOURS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="128" height="128" fill="${colour}"/>` +
    svgText(initials, { x: 64, y: 64, size: 52, fill: '#FFFFFF', anchor: 'middle', centred: true, semibold: true }) +
    `</svg>`
  );
}

export function logoSvg(companyName: string, colour: string): string {
  const width = 48 + Math.ceil(companyName.length * 11.5);
  const mark = initialsOf(companyName, companyName.split(/\s+/)[1] ?? '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${escapeXml(companyName)}">` +
    `<rect x="0" y="2" width="36" height="36" rx="8" fill="${colour}"/>` +
    svgText(mark, { x: 18, y: 20, size: 15, fill: '#FFFFFF', anchor: 'middle', centred: true, semibold: true }) +
    svgText(companyName, { x: 46, y: 20, size: 19, fill: colour, centred: true, semibold: true }) +
    `</svg>`
  );
}
