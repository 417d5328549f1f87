import 'server-only';
import { forbidden, notFound } from 'next/navigation';
import { AbortScreen } from '@/components/shell/abort-screen';

/**
 * A page's abort screen, with its real status where the response has not
 * started streaming yet: 403 and 404 go through forbidden() and notFound(),
 * which Next.js answers with that status (and the same screens, inside the
 * shell: app/(app)/forbidden.tsx, app/(app)/not-found.tsx). Other codes have no
 * such interrupt and render their screen in place.
 */
export function PageAbort({ code, message }: { code: number; message?: string }) {
  if (code === 404) notFound();
  if (code === 403) forbidden();
  return <AbortScreen code={code} message={message} />;
}
