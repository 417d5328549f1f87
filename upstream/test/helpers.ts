import { createUpstream, type Upstream } from '../src/server';
import type { UpstreamOptions } from '../src/config';

/** Test support: a fresh in-memory upstream per suite and a cookie-keeping client like the BFF's. */

export function startUpstream(options: UpstreamOptions = {}): Promise<Upstream> {
  // env: {} so the shell's UPSTREAM_* variables cannot leak into tests.
  return createUpstream({ dbPath: ':memory:', port: 0, reset: true, env: {}, ...options });
}

/** Response bodies as tests read them: deep fields, checked by expect() rather than the compiler. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface ApiResponse<T = Loose> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

export class ApiClient {
  jar: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  /** The decoded XSRF-TOKEN cookie, as X-XSRF-TOKEN wants it. */
  get xsrf(): string | undefined {
    const raw = this.jar['XSRF-TOKEN'];
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  get sessionId(): string | undefined {
    return this.jar.crewdesk_api_session;
  }

  /** The Cookie header of this client's jar. */
  get cookie(): string {
    return Object.entries(this.jar)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  /** A file (not JSON): its status, headers and bytes. */
  async download(path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: { Cookie: this.cookie } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  async request<T = Loose>(
    method: string,
    path: string,
    options: { json?: unknown; headers?: Record<string, string>; xsrf?: boolean } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.cookie) headers.Cookie = this.cookie;
    if (method !== 'GET' && options.xsrf !== false && this.xsrf) headers['X-XSRF-TOKEN'] = this.xsrf;
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const pair = header.split(';')[0]!;
      const eq = pair.indexOf('=');
      this.jar[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.startsWith('application/json');
    return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: response.headers, setCookies };
  }

  get<T = Loose>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = Loose>(path: string, json?: unknown, options: { xsrf?: boolean } = {}) {
    return this.request<T>('POST', path, { json, ...options });
  }

  /** A multipart POST with this client's cookies and XSRF token; `file` goes in the `field` part (default "file"). */
  async multipart<T = Loose>(
    path: string,
    fields: Record<string, string>,
    file?: { name: string; data: Buffer; type?: string; field?: string },
  ): Promise<{ status: number; body: T }> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
    const headers: Record<string, string> = { Accept: 'application/json', Cookie: this.cookie };
    if (this.xsrf) headers['X-XSRF-TOKEN'] = this.xsrf;
    const response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body: form });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.startsWith('application/json');
    return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T };
  }

  /** Opens a guest session (GET /authorization), as the BFF does before its first write. */
  async begin(): Promise<this> {
    await this.get('/authorization');
    return this;
  }

  async login(email: string, password = 'password'): Promise<ApiResponse> {
    if (!this.xsrf) await this.begin();
    return this.post('/login', { email, password });
  }
}

/** A client signed in to the upstream as this demo account (the login must succeed). */
export async function signedInClient(upstream: Upstream, email: string): Promise<ApiClient> {
  const client = new ApiClient(upstream.url);
  const res = await client.login(email);
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return client;
}

/** A fresh upstream with the demo administrator and employee signed in: most contract tests' start. */
export async function upstreamWithAdminAndEmployee(options?: Parameters<typeof startUpstream>[0]): Promise<{ upstream: Upstream; admin: ApiClient; employee: ApiClient }> {
  const upstream = await startUpstream(options);
  const [admin, employee] = await Promise.all([signedInClient(upstream, DEMO.admin), signedInClient(upstream, DEMO.employee)]);
  return { upstream, admin, employee };
}

/** POST /__dev/app-settings (no session or XSRF needed). */
export async function setAppSettings(upstream: Upstream, patch: Record<string, unknown>) {
  const res = await fetch(`${upstream.url}/__dev/app-settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  return { status: res.status, body: (await res.json()) as Loose };
}

export const DEMO = {
  admin: 'admin@crewdesk.test',
  manager: 'manager@crewdesk.test',
  employee: 'employee@crewdesk.test',
  contractor: 'contractor@crewdesk.test',
  reset: 'reset@crewdesk.test',
  sso: 'sso@crewdesk.test',
} as const;
