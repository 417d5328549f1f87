import { withBasePath } from '@/lib/base-path';
import { reportConnection } from '@/lib/client/connection-events';
import { mapErrorResponse, networkError, type AppError, type Result } from '@/lib/errors';
import { loginPathFor } from '@/lib/redirect';

/**
 * The browser's one fetch: same-origin calls to the BFF (the proxy under
 * /api/upstream and the auth handlers), always with the XHR header. Returns a
 * Result mapped by the shared error mapper; a 401 sends the browser to sign in.
 */
export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  body?: BodyInit;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

export async function apiRequest<T = unknown>(path: string, options: ApiOptions = {}): Promise<Result<T>> {
  const url = new URL(withBasePath(path), window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportConnection('no-response');
    return { ok: false, status: 0, error: networkError() };
  }
  reportConnection('response');
  if (response.ok) return { ok: true, status: response.status, data: (await readJson(response)) as T };
  return failed(path, response);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A failed answer as the error mapper sees it; a 401 sends the browser to sign in. */
async function failed(path: string, response: Response): Promise<{ ok: false; status: number; error: AppError }> {
  const error = mapErrorResponse(response.status, await readJson(response));
  if (error.kind === 'unauthenticated' && !path.startsWith('/api/auth/')) {
    window.location.assign(withBasePath(loginPathFor(`${window.location.pathname.slice(withBasePath('').length) || '/'}${window.location.search}`)));
  }
  return { ok: false, status: response.status, error };
}

/** A file through the proxy: its bytes and the name the upstream gave it (Content-Disposition). */
export async function upstreamFile(upstreamPath: string, options: { signal?: AbortSignal } = {}): Promise<Result<{ blob: Blob; fileName: string | null }>> {
  const path = `/api/upstream${upstreamPath}`;
  let response: Response;
  try {
    response = await fetch(new URL(withBasePath(path), window.location.origin), {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportConnection('no-response');
    return { ok: false, status: 0, error: networkError() };
  }
  reportConnection('response');
  if (!response.ok) return failed(path, response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  try {
    return { ok: true, status: response.status, data: { blob: await response.blob(), fileName } };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // The connection broke half-way: an incomplete file is never handed on.
    reportConnection('no-response');
    return { ok: false, status: 0, error: networkError() };
  }
}

/** A call to the upstream through the allowlisted proxy; screens call defined endpoints with callEndpoint (lib/client/endpoint.ts). */
export function upstream<T = unknown>(upstreamPath: string, options: ApiOptions = {}): Promise<Result<T>> {
  return apiRequest<T>(`/api/upstream${upstreamPath}`, options);
}
