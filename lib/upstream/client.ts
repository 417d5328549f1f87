import 'server-only';
import { serverEnv } from '@/lib/env';
import { mapErrorResponse, networkError, type Result } from '@/lib/errors';
import { applySetCookies, type CookieJar } from '@/lib/upstream/cookie-jar';
import type { HttpMethod } from '@/lib/upstream/endpoints';
import { upstreamHeaders, type UpstreamCredentials } from '@/lib/upstream/headers';

/**
 * The one fetch to the upstream API. It attaches the user's upstream cookies,
 * the XSRF token, the XHR and visitor-hash headers, applies a timeout, and turns
 * every outcome into a Result: expected failures are values, never throws.
 * Set-Cookie from the upstream is returned as an updated jar for the caller to
 * fold into the session; it never reaches the browser.
 */

export interface UpstreamRequest {
  method?: HttpMethod;
  /** Upstream path with leading slash; may include a query string. */
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON-serialisable value, or raw bytes/form data with `contentType`. */
  json?: unknown;
  body?: BodyInit;
  contentType?: string;
  accept?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface UpstreamResponseMeta {
  /** The jar after this response's Set-Cookie headers. */
  jar: CookieJar;
  jarChanged: boolean;
}

export type UpstreamResult<T> = Result<T> & UpstreamResponseMeta;


/** Low level: returns the raw Response (for the streaming proxy) plus the updated jar. */
export async function fetchUpstream(
  request: UpstreamRequest,
  credentials: UpstreamCredentials,
): Promise<{ response: Response; jar: CookieJar; jarChanged: boolean } | { response: null; timedOut: boolean }> {
  const env = serverEnv();
  const method = request.method ?? 'GET';
  const url = new URL(`${env.UPSTREAM_URL}${request.path}`);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const headers = new Headers(upstreamHeaders(method, credentials, request.accept));
  let body: BodyInit | undefined = request.body;
  if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers.set('Content-Type', 'application/json');
  } else if (request.contentType) {
    headers.set('Content-Type', request.contentType);
  }

  const timeout = AbortSignal.timeout(request.timeoutMs ?? env.UPSTREAM_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const response = await fetch(url, { method, headers, body, signal, redirect: 'manual', cache: 'no-store' });
    const setCookies = response.headers.getSetCookie();
    const jar = setCookies.length ? applySetCookies(credentials.jar, setCookies) : credentials.jar;
    return { response, jar, jarChanged: setCookies.length > 0 };
  } catch {
    return { response: null, timedOut: timeout.aborted };
  }
}

/** Calls the upstream and parses JSON into a Result. */
export async function callUpstream<T = unknown>(
  request: UpstreamRequest,
  credentials: UpstreamCredentials,
): Promise<UpstreamResult<T>> {
  const outcome = await fetchUpstream(request, credentials);
  if (!outcome.response) {
    return { ok: false, status: 0, error: networkError(outcome.timedOut), jar: credentials.jar, jarChanged: false };
  }
  const { response, jar, jarChanged } = outcome;
  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = { message: response.ok ? undefined : text.slice(0, 200) };
    }
  }
  if (response.ok) return { ok: true, status: response.status, data: body as T, jar, jarChanged };
  return { ok: false, status: response.status, error: mapErrorResponse(response.status, body), jar, jarChanged };
}
