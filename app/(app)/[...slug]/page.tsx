import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

/** Not Found's title: a page's metadata, not the not-found file's, names the tab. */
export const metadata: Metadata = { title: 'Page Not Found' };

/** Any path no screen answers: the Not Found screen, inside the shell (the gate already required a login). */
export default function UnknownPage() {
  notFound();
}
