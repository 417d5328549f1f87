import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { unexpectedResponse, type Result } from '@/lib/errors';
import { getSession, isSignedIn } from '@/lib/session';
import { callUpstream, type UpstreamRequest } from '@/lib/upstream/client';
import { endpointKey, endpointPath, type Endpoint, type EndpointArgs, type EndpointOut, type HttpMethod, type ParsedEndpoint } from '@/lib/upstream/define';

/** Request header middleware sets to the app path (with query) being rendered. */
export const PATH_HEADER = 'x-crewdesk-path';

export async function currentPath(): Promise<string> {
  return (await headers()).get(PATH_HEADER) ?? '/feed';
}

/** Ends the render: the browser goes through /api/auth/expired (which clears the session) to sign in again, then back here. */
export async function redirectToSessionExpired(): Promise<never> {
  redirect(`/api/auth/expired?redirect=${encodeURIComponent(await currentPath())}`);
}

/**
 * Server components' upstream reads: the signed-in user's cookies, an answer
 * parsed with the endpoint's schema, and a 401 sends the browser through
 * /api/auth/expired (which clears the session) to /login?redirect=<this page>.
 * Only GETs: pages read, they never write.
 */
type ReadEndpoint = ParsedEndpoint<unknown, string, 'GET'>;

/**
 * A page's read of one defined endpoint: serverCall(departmentApi.index, { query: { page } }).
 * The answer is parsed with the endpoint's own schema.
 */
export async function serverCall<E extends ReadEndpoint>(endpoint: E, ...[args]: OptionalArgs<E>): Promise<Result<EndpointOut<E>>> {
  const request = { path: endpointPath(endpoint.path, args?.params ?? {}), query: args?.query };
  const [answer, schema] = await Promise.all([getUpstream(request), endpoint.schema()]);
  return parseAnswer(request, answer, schema) as Result<EndpointOut<E>>;
}

/** Arguments are optional for endpoints without path values. */
type OptionalArgs<E extends Endpoint<unknown, string, HttpMethod>> = E['path'] extends `${string}{${string}}${string}` ? [EndpointArgs<E>] : [EndpointArgs<E>?];

/**
 * Fills a server-side QueryClient with an endpoint's answer under the key the
 * browser's endpointQuery() uses, for HydrationBoundary. A failure is left out
 * (the client query then loads it and shows its own error).
 */
export async function prefetchEndpoint<E extends ReadEndpoint>(
  client: { setQueryData: (key: readonly unknown[], data: unknown) => unknown },
  endpoint: E,
  ...[args]: OptionalArgs<E>
): Promise<Result<EndpointOut<E>>> {
  const result = await serverCall(endpoint, ...([args] as OptionalArgs<E>));
  if (result.ok) client.setQueryData(endpointKey(endpoint, args ?? {}), result.data);
  return result;
}

/**
 * A read that failed fast: the upstream answered 5xx (not 501) or refused the
 * connection. A timeout is not: trying again would double the wait.
 */
export function worthOneMoreTry(result: Result<unknown>): boolean {
  if (result.ok) return false;
  if (result.error.kind === 'network') return !result.error.timedOut;
  return result.status >= 500 && result.status !== 501;
}

/** Before the one more try: long enough for a blip to pass, short beside a page's load. */
export const READ_RETRY_DELAY_MS = 150;

/**
 * A page's GET. One that fails fast is tried once more after a moment: one upstream
 * blip should not turn a whole page, or its refresh right after a save, into the
 * error screen. Reads only; writes are never repeated here.
 */
async function getUpstream(request: Omit<UpstreamRequest, 'method' | 'json' | 'body'>) {
  const session = await getSession();
  const credentials = { jar: session.jar ?? {}, visitorHash: session.visitorHash! };
  let result = await callUpstream<unknown>({ ...request, method: 'GET' }, credentials);
  if (worthOneMoreTry(result)) {
    await new Promise((resolve) => setTimeout(resolve, READ_RETRY_DELAY_MS));
    result = await callUpstream<unknown>({ ...request, method: 'GET' }, { ...credentials, jar: result.jar });
  }
  if (!result.ok && result.error.kind === 'unauthenticated' && isSignedIn(session)) {
    await redirectToSessionExpired();
  }
  return result;
}

function parseAnswer<S extends z.ZodType>(
  request: { path: string },
  result: Awaited<ReturnType<typeof getUpstream>>,
  schema: S,
): Result<z.infer<S>> {
  if (!result.ok) return { ok: false, status: result.status, error: result.error };
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) {
    console.error(`[upstream] ${request.path}: unexpected response shape`, parsed.error.issues.slice(0, 5));
    return { ok: false, status: 502, error: unexpectedResponse() };
  }
  return { ok: true, status: result.status, data: parsed.data };
}
