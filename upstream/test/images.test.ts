import { outlinedText } from '../src/lib/outline';
import { avatarSvg, logoSvg } from '../src/lib/svg';
import { sceneSvg } from '../src/domain/files-samples';

/** The x and y extents of every coordinate pair in a path's d attribute. */
function extent(svg: string) {
  const d = /<path d="([^"]+)" fill="#FFFFFF"/.exec(svg)?.[1] ?? /<path d="([^"]+)"/.exec(svg)![1]!;
  const numbers = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe('generated images draw their text as outlines', () => {
  it('an avatar has its initials as a path, centred in the square, and no <text>', () => {
    const svg = avatarSvg('Ada Lovelace', 'AL', 'ada');
    expect(svg).not.toContain('<text');
    const box = extent(svg);
    // Centred on the advance width, as text-anchor="middle" did; the ink sits within a pixel of it.
    expect(Math.abs((box.minX + box.maxX) / 2 - 64)).toBeLessThan(1);
    // Cap height of 52 px Inter is ~38 px; centred like the old dy=0.35em baseline at 82.2.
    expect(box.maxY).toBeCloseTo(82.2, 0);
    expect(box.maxY - box.minY).toBeGreaterThan(35);
    expect(box.maxY - box.minY).toBeLessThan(40);
  });

  it('draws different initials differently and with the font’s own widths', () => {
    const one = outlinedText('I', { x: 0, y: 50, size: 50, fill: '#000' })!;
    const two = outlinedText('IIII', { x: 0, y: 50, size: 50, fill: '#000' })!;
    expect(one).not.toEqual(two);
    const wide = outlinedText('WM', { x: 0, y: 50, size: 50, fill: '#000' })!;
    expect(extent(wide).maxX).toBeGreaterThan(extent(outlinedText('il', { x: 0, y: 50, size: 50, fill: '#000' })!).maxX * 2);
  });

  it('anchors in the middle when asked', () => {
    const box = extent(outlinedText('HH', { x: 100, y: 50, size: 40, fill: '#000', anchor: 'middle' })!);
    expect((box.minX + box.maxX) / 2).toBeCloseTo(100, 0);
  });

  it('the wordmark keeps its name inside the image', () => {
    const svg = logoSvg('Acme Corporation', '#323DA5');
    expect(svg).not.toContain('<text');
    const width = Number(/width="(\d+)"/.exec(svg)![1]);
    const name = /<path d="([^"]+)" fill="#323DA5"/.exec(svg)![1]!;
    const xs = [...name.matchAll(/(-?\d+(?:\.\d+)?)[ ,](-?\d+(?:\.\d+)?)/g)].map((match) => Number(match[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(46);
    expect(Math.max(...xs)).toBeLessThan(width);
  });

  it('a photo caption is outlined too', () => {
    const svg = sceneSvg('Team offsite', { skyTop: '#8ec5ff', skyBottom: '#e0f0ff', sun: '#ffd166', far: '#6c8ebf', near: '#3d5a80', ground: '#2b3a4a' }, 1);
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path d="M[^"]+" fill="#FFFFFF"/);
  });

  it('draws Cyrillic and Greek from the other subsets of Inter', () => {
    expect(avatarSvg('Жанна Ли', 'ЖЛ', 'zh')).not.toContain('<text');
    expect(avatarSvg('Δήμητρα Ωρ', 'ΔΩ', 'el')).not.toContain('<text');
  });

  it('keeps a <text> for characters outside Inter, escaped', () => {
    expect(outlinedText('李王', { x: 0, y: 0, size: 10, fill: '#000' })).toBeNull();
    const svg = avatarSvg('李 <王>', '李<', 'li');
    expect(svg).toContain('>李&#60;</text>');
    expect(svg).not.toContain('<path');
  });
});

