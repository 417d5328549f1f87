import * as fontkit from 'fontkit';

/**
 * Text in the generated images (initials avatars, the company wordmark, photo
 * captions) is drawn as outlines of Inter, the app's typeface, instead of an SVG
 * <text>. An SVG image cannot use the page's web fonts, so a <text> made every
 * viewer look the family up among its system fonts and lay the text out on the
 * main thread, once per image size: 40-90 ms before the first paint of a wall
 * with a dozen avatars, on Linux, measured. Outlines also look the same on
 * every device. A string with a character outside Inter (CJK, say) keeps its
 * <text> (`null` here).
 */

/** Inter's subsets as @fontsource-variable ships them; a text is drawn with the first that has all its characters. */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];
/** The variable font's default instance is Regular; a stroke in the fill colour makes it semibold. */
const SEMIBOLD_STROKE_EM = 0.03;
/** Where the baseline of vertically centred text goes, below its centre (the <text> fallback's `dy` too). */
export const CENTRE_BASELINE_EM = 0.35;

const faces = new Map<string, fontkit.Font>();
/** A subset's font, opened on first use (WOFF2 takes a while to unpack in JavaScript). */
function interFace(subset: string): fontkit.Font {
  let face = faces.get(subset);
  if (!face) {
    const opened = fontkit.openSync(require.resolve(`@fontsource-variable/inter/files/inter-${subset}-wght-normal.woff2`));
    face = 'fonts' in opened ? opened.fonts[0]! : opened;
    faces.set(subset, face);
  }
  return face;
}

/** The layout of `text` in the first subset that has every character of it. */
function layout(text: string): { face: fontkit.Font; run: fontkit.GlyphRun } | null {
  for (const subset of SUBSETS) {
    const face = interFace(subset);
    const run = face.layout(text);
    if (!run.glyphs.some((glyph) => glyph.id === 0)) return { face, run };
  }
  return null;
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
  const laid = layout(text);
  if (!laid) return null;
  const { face, run } = laid;
  const scale = size / face.unitsPerEm;
  let pen = anchor === 'middle' ? x - (run.advanceWidth * scale) / 2 : x;
  const baseline = centred ? y + size * CENTRE_BASELINE_EM : y;
  const parts = run.glyphs.map((glyph, i) => {
    const position = run.positions[i]!;
    const d = glyph.path.scale(scale, -scale).translate(pen + position.xOffset * scale, baseline - position.yOffset * scale).toSVG();
    pen += position.xAdvance * scale;
    return d;
  });
  const stroke = semibold ? ` stroke="${fill}" stroke-width="${round(size * SEMIBOLD_STROKE_EM)}" stroke-linejoin="round"` : '';
  return `<path d="${parts.join('')}" fill="${fill}"${stroke}/>`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
