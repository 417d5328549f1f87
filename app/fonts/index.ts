import localFont from 'next/font/local';

/** Inter, served from our own origin (no font CDN: the CSP allows font-src 'self' only). */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});
