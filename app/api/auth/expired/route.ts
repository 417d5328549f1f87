import { NextResponse, type NextRequest } from 'next/server';
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
  const url = request.nextUrl.clone();
  const target = loginPathFor(request.nextUrl.searchParams.get('redirect') ?? '/feed');
  const [pathname, query = ''] = target.split('?');
  url.pathname = pathname!;
  url.search = query ? `?${query}` : '';
  return NextResponse.redirect(url, 303);
}
