import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';
import { DocumentTitle } from '@/components/shell/document-title';
import { findRoute } from '@/lib/routes';

const TITLE = findRoute('/error-403').title;

export const metadata: Metadata = { title: TITLE };

/**
 * forbidden() in a signed-in page (lib/page.tsx, PageAbort): the 403 screen inside the shell, status 403
 * where the response has not started; where it has (a route behind a loading screen), the tab is renamed here.
 */
export default function AppForbidden() {
  return (
    <>
      <DocumentTitle title={TITLE} />
      <AbortScreen code={403} />
    </>
  );
}
