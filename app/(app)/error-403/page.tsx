import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';
import { findRoute } from '@/lib/routes';

export const metadata: Metadata = { title: findRoute('/error-403').title };

/**
 * Where the gate rewrites (with a 403) a route the user holds none of the
 * permissions for: inside the shell, like every other 403 (app/(app)/forbidden.tsx),
 * so the user keeps the menu to go elsewhere.
 */
export default function Error403Page() {
  return <AbortScreen code={403} />;
}
