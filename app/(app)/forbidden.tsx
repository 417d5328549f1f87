import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';
import { findRoute } from '@/lib/routes';

export const metadata: Metadata = { title: findRoute('/error-403').title };

/** forbidden() in a signed-in page (lib/page.tsx, PageAbort): the 403 screen inside the shell, status 403. */
export default function AppForbidden() {
  return <AbortScreen code={403} />;
}
