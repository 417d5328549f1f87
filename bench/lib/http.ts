import http from 'node:http';

/** A raw HTTP client for the bench: whole bodies, wall-clock timings, a tiny cookie jar. */

export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** Takes Set-Cookie headers; an empty value or Max-Age=0 removes the cookie. */
  take(setCookie: readonly string[] | string | undefined): void {
    for (const line of typeof setCookie === 'string' ? [setCookie] : (setCookie ?? [])) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /;\s*max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface Timed {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Request start to first response byte, and to the last body byte (ms). */
  ttfbMs: number;
  totalMs: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  jar?: CookieJar;
  agent?: http.Agent;
  timeoutMs?: number;
}

export function request(url: string, options: RequestOptions = {}): Promise<Timed> {
  const target = new URL(url);
  const headers: Record<string, string> = { ...options.headers };
  const cookie = options.jar?.header();
  if (cookie) headers.cookie = cookie;
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let ttfbMs = 0;
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 60_000,
      },
      (res) => {
        ttfbMs = performance.now() - start;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          options.jar?.take(res.headers['set-cookie']);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ttfbMs,
            totalMs: performance.now() - start,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** Signs in through the app's own sign-in route, as the login form does; returns the BFF session jar. */
export async function signInToApp(appUrl: string, email: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await request(`${appUrl}/api/auth/login`, {
    method: 'POST',
    jar,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin: new URL(appUrl).origin,
    },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in to the app: ${response.status} ${response.body.toString().slice(0, 200)}`);
  return jar;
}

/** Signs in to the upstream directly (guest session, then POST /login with the XSRF token). */
export async function signInToUpstream(upstreamUrl: string, email: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const headers = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  await request(`${upstreamUrl}/authorization`, { jar, headers });
  const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const response = await request(`${upstreamUrl}/login`, {
    method: 'POST',
    jar,
    headers: { ...headers, 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password }),
  });
  if (response.status >= 300) throw new Error(`sign-in to the upstream: ${response.status} ${response.body.toString().slice(0, 200)}`);
  return jar;
}
