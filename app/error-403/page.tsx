import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';
import { findRoute } from '@/lib/routes';

export const metadata: Metadata = { title: findRoute('/error-403').title };

/** Also where the gate rewrites a route the user holds none of the permissions for. */
export default function Error403Page() {
  return (
    <main id="content">
      <AbortScreen code={403} />
    </main>
  );
}
