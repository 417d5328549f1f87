import * as fontkit from 'fontkit';

/**
 * Text in the generated images (initials avatars, the company wordmark, photo
 * captions) is drawn as outlines of Inter, the app's typeface, instead of an SVG
 * <text>. An SVG image cannot use the page's web fonts, so a <text> made every
 * viewer look the family up among its system fonts and lay the text out on the
 * main thread, once per image size: 40-90 ms before the first paint of a wall
 * with a dozen avatars, on Linux, measured. Outlines also look the same on
 * every device. A string with a character outside the font's Latin set keeps
 * its <text> (`null` here).
 */

const FONT_FILE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
/** The variable font's default instance is Regular; a stroke in the fill colour makes it semibold. */
const SEMIBOLD_STROKE_EM = 0.03;
/** Where `dy="0.35em"` put the baseline of vertically centred text. */
const CENTRE_BASELINE_EM = 0.35;

let font: fontkit.Font | null = null;
function inter(): fontkit.Font {
  if (!font) {
    const opened = fontkit.openSync(FONT_FILE);
    font = 'fonts' in opened ? opened.fonts[0]! : opened;
  }
  return font;
}

export interface OutlineOptions {
  x: number;
  /** The baseline, or the vertical centre with `centred`. */
  y: number;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle';
  centred?: boolean;
  semibold?: boolean;
}

const cache = new Map<string, string | null>();
const CACHE_LIMIT = 2000;

/** One <path> drawing `text`, or null when the font lacks one of its characters. */
export function outlinedText(text: string, options: OutlineOptions): string | null {
  const key = `${text}\u0000${JSON.stringify(options)}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const drawn = draw(text, options);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, drawn);
  return drawn;
}

function draw(text: string, { x, y, size, fill, anchor = 'start', centred = false, semibold = false }: OutlineOptions): string | null {
  const face = inter();
  const run = face.layout(text);
  if (run.glyphs.some((glyph) => glyph.id === 0)) return null;
  const scale = size / face.unitsPerEm;
  let pen = anchor === 'middle' ? x - (run.advanceWidth * scale) / 2 : x;
  const baseline = centred ? y + size * CENTRE_BASELINE_EM : y;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    const d = glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, baseline - position.yOffset * scale)
      .toSVG();
    if (d) parts.push(d);
    pen += position.xAdvance * scale;
  });
  const stroke = semibold ? ` stroke="${fill}" stroke-width="${round(size * SEMIBOLD_STROKE_EM)}" stroke-linejoin="round"` : '';
  return `<path d="${parts.join('')}" fill="${fill}"${stroke}/>`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
