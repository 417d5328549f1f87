import type { AppProps } from 'next/app';
import { inter } from '@/app/fonts';
import '@/app/globals.css';

/** The Pages Router holds one page, the React-free sign-in page (pages/login.tsx); everything else is the App Router's. */
export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}

/**
 * The class that sets --font-inter, which _document puts on <html> as
 * app/layout.tsx does. Imported here, in _app, so that the font's CSS is in the
 * Pages Router's stylesheet (_document's imports never reach the browser).
 */
export const fontVariable = inter.variable;
