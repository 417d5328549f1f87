import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';

export const metadata: Metadata = { title: 'Page Not Found' };

export default function NotFound() {
  return (
    <main id="content">
      <AbortScreen code={404} />
    </main>
  );
}
