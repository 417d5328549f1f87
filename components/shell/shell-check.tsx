import 'server-only';
import { ShellFreshness } from '@/components/shell/shell-freshness';
import { getAuthorization } from '@/lib/auth/api';
import { shellFingerprint } from '@/lib/shell/sidebar';

/**
 * A page's part of keeping the shell current (shell-freshness.tsx): what the shell should
 * show for the user, from this request's /authorization (the page's own, cached: no
 * second call). Every signed-in page renders it once: definePage does, and a page written
 * without it renders it itself (lib/shell-check-coverage.test.ts checks).
 */
export async function ShellCheck() {
  const auth = await getAuthorization();
  const author = auth.ok ? auth.data.author : null;
  return author ? <ShellFreshness fingerprint={shellFingerprint(author)} /> : null;
}
