import type { Metadata } from 'next';
import { AbortScreen } from '@/components/shell/abort-screen';
import { DocumentTitle } from '@/components/shell/document-title';

const TITLE = 'Page Not Found';

export const metadata: Metadata = { title: TITLE };

export default function AppNotFound() {
  return (
    <>
      <DocumentTitle title={TITLE} />
      <AbortScreen code={404} />
    </>
  );
}
