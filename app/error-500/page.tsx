import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';
import { findRoute } from '@/lib/routes';

export const metadata: Metadata = { title: findRoute('/error-500').title };

export default function Error500Page() {
  return (
    <main id="content">
      <AbortScreen code={500} />
    </main>
  );
}
