import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { ChunkReload } from '@/components/shell/chunk-reload';
import { withBasePath } from '@/lib/base-path';
import { TITLE_TEMPLATE } from '@/lib/shell/title';
import './globals.css';

export const metadata: Metadata = {
  title: { template: TITLE_TEMPLATE, default: 'Crewdesk' },
  description: 'Crewdesk: feed, time and attendance, leave and people for your whole company.',
  robots: { index: false, follow: false },
  // Under a basePath the browser's default /favicon.ico would miss the app.
  icons: { icon: withBasePath('/favicon.ico') },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#323DA5' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Reading the request makes every page dynamic, which the per-request CSP nonce needs.
  await headers();
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        {children}
        <ChunkReload />
      </body>
    </html>
  );
}
