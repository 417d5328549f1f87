import { escapeXml, svgText } from '../lib/svg';

/**
 * Generated sample files for the seed: photo-like SVG scenes and small PDF,
 * text and CSV documents, so the demo wall has real photos and downloads.
 */

export interface ScenePalette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  near: string;
  ground: string;
}

export const PALETTES: readonly ScenePalette[] = [
  { skyTop: '#1E3A8A', skyBottom: '#F59E0B', sun: '#FDE68A', far: '#7C3AED', near: '#4C1D95', ground: '#2E1065' },
  { skyTop: '#0EA5E9', skyBottom: '#E0F2FE', sun: '#FFFFFF', far: '#38BDF8', near: '#0369A1', ground: '#065F46' },
  { skyTop: '#F97316', skyBottom: '#FDE68A', sun: '#FFF7ED', far: '#EA580C', near: '#9A3412', ground: '#431407' },
  { skyTop: '#14B8A6', skyBottom: '#CCFBF1', sun: '#FEF9C3', far: '#0D9488', near: '#115E59', ground: '#134E4A' },
  { skyTop: '#312E81', skyBottom: '#DB2777', sun: '#FBCFE8', far: '#6D28D9', near: '#3B0764', ground: '#1E1B4B' },
  { skyTop: '#65A30D', skyBottom: '#ECFCCB', sun: '#FEF08A', far: '#4D7C0F', near: '#365314', ground: '#1A2E05' },
];

/** A landscape "photo": sky gradient, sun, two mountain ranges, ground and a caption tag. */
export function sceneSvg(caption: string, palette: ScenePalette, variant: number): string {
  const sunX = 180 + ((variant * 137) % 840);
  const sunY = 150 + ((variant * 53) % 120);
  const peak = (offset: number, height: number) =>
    Array.from({ length: 7 }, (_, i) => `${i * 200 - 100 + ((offset * (i + 3)) % 90)},${height - ((offset * (i + 1) * 37) % 160)}`).join(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800" role="img" aria-label="${escapeXml(caption)}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>` +
    `<rect width="1200" height="800" fill="url(#sky)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="70" fill="${palette.sun}" opacity="0.9"/>` +
    `<polygon points="-100,800 ${peak(variant + 11, 430)} 1300,800" fill="${palette.far}" opacity="0.85"/>` +
    `<polygon points="-100,800 ${peak(variant + 29, 560)} 1300,800" fill="${palette.near}"/>` +
    `<rect y="680" width="1200" height="120" fill="${palette.ground}"/>` +
    `<rect x="40" y="716" rx="10" width="${Math.min(1120, 40 + caption.length * 15)}" height="48" fill="#000000" opacity="0.35"/>` +
    svgText(caption, { x: 60, y: 748, size: 26, fill: '#FFFFFF', semibold: true }) +
    `</svg>`
  );
}

/** A one-page PDF with a title and lines of text (Helvetica, Latin-1). */
export function samplePdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const text = [
    'BT /F1 20 Tf 72 760 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
