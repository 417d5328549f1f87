import { Head, Html, Main, NextScript } from 'next/document';
import { withBasePath } from '@/lib/base-path';

/** The same document as app/layout.tsx: language, favicon, colour and robots. */
export default function Document() {
  return (
    <Html lang="en">
      <Head>
        <meta name="description" content="Crewdesk: feed, time and attendance, leave and people for your whole company." />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="theme-color" content="#323DA5" />
        <link rel="icon" href={withBasePath('/favicon.ico')} />
      </Head>
      <body className="min-h-dvh font-sans">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
