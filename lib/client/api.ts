import { withBasePath } from '@/lib/base-path';
import { reportConnection } from '@/lib/client/connection-events';
import { mapErrorResponse, networkError, type AppError, type Result } from '@/lib/errors';
import { LANDING_ROUTE } from '@/lib/constants';

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

/**
 * After a 401: to the sign-in screen, coming back here afterwards (the feed, where sign-in lands anyway, needs no
 * query). This page's own path, not checked here: the sign-in page checks where it sends anyone (lib/redirect.ts),
 * which keeps the checker out of every page's script.
 */
export function signInAgain(): void {
  const here = `${window.location.pathname.slice(withBasePath('').length) || '/'}${window.location.search}`;
  window.location.assign(withBasePath(here === LANDING_ROUTE ? '/login' : `/login?redirect=${encodeURIComponent(here)}`));
}

/** A failed answer as the error mapper sees it; a 401 sends the browser to sign in. */
async function failed(path: string, response: Response): Promise<{ ok: false; status: number; error: AppError }> {
  const error = mapErrorResponse(response.status, await readJson(response));
  if (error.kind === 'unauthenticated' && !path.startsWith('/api/auth/')) signInAgain();
  return { ok: false, status: response.status, error };
}

/** A file from the BFF: its bytes and the name the answer gave it (Content-Disposition). */
export async function fileRequest(path: string, options: Pick<ApiOptions, 'method' | 'json' | 'signal'> = {}): Promise<Result<{ blob: Blob; fileName: string | null }>> {
  let response: Response;
  try {
    response = await fetch(new URL(withBasePath(path), window.location.origin), {
      method: options.method ?? 'GET',
      headers: { 'X-Requested-With': 'XMLHttpRequest', ...(options.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
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

/** A file through the proxy (a report's export file). */
export function upstreamFile(upstreamPath: string, options: { signal?: AbortSignal } = {}): Promise<Result<{ blob: Blob; fileName: string | null }>> {
  return fileRequest(`/api/upstream${upstreamPath}`, options);
}

/** Hands a downloaded file to the browser's save. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A call to the upstream through the allowlisted proxy; screens call defined endpoints with callEndpoint (lib/client/endpoint.ts). */
export function upstream<T = unknown>(upstreamPath: string, options: ApiOptions = {}): Promise<Result<T>> {
  return apiRequest<T>(`/api/upstream${upstreamPath}`, options);
}
