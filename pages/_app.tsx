import type { AppProps } from 'next/app';
import '@/app/globals.css';

/** The Pages Router holds one page, the React-free sign-in page (pages/login.tsx); everything else is the App Router's. */
export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}

