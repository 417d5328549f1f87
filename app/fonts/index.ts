import localFont from 'next/font/local';

/**
 * Inter, served from our own origin (no font CDN: the CSP allows font-src 'self' only).
 * `optional` with the preload next/font adds: the text waits up to ~100 ms for Inter
 * (preloaded, immutable, so there on every later visit) and otherwise keeps the system
 * font for that page, so it never shifts or lays out twice; hence no metric-adjusted
 * fallback, whose `local("Arial")` cost a font lookup before the first paint (up to 22 ms
 * on Linux, measured).
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
  adjustFontFallback: false,
});
