import { NextResponse, type NextRequest } from 'next/server';
import { withBasePath } from '@/lib/base-path';
import { loginPathFor } from '@/lib/redirect';
import { getSession } from '@/lib/session';

/**
 * Where a server component sends the browser when the upstream answered 401:
 * server components cannot change cookies, so this clears the session and
 * continues to /login?redirect=<the page>.
 */
export async function GET(request: NextRequest) {
  const session = await getSession();
  session.destroy();
  const target = loginPathFor(request.nextUrl.searchParams.get('redirect') ?? '/feed');
  // Route handlers see the full URL; the basePath is added here explicitly.
  return NextResponse.redirect(new URL(withBasePath(target), request.url), 303);
}
