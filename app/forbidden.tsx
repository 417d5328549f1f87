import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';

export const metadata: Metadata = { title: 'Forbidden' };

export default function Forbidden() {
  return (
    <main id="content">
      <AbortScreen code={403} />
    </main>
  );
}
