import type { z } from 'zod';

/**
 * One definition per upstream call: its method, path pattern, domain and
 * response schema. The proxy's allowlist (lib/upstream/endpoints.ts), the
 * server fetcher (serverCall in lib/upstream/server.ts) and the browser's calls
 * and query options (lib/client/endpoint.ts) all take these values, so a path
 * is written once, in its domain's `endpoints.ts`.
 *
 * The schema is loaded on demand (`() => import(...)`): the server parses every
 * answer with it, while the browser only takes its type, so zod stays out of
 * the first load of screens that call the upstream from the client. Client-safe.
 *
 *   const { get, post } = endpointsOf('people-settings', () => import('@/lib/people/schemas'));
 *   export const departmentApi = { index: get('/settings/…/departments/index', 'namedItemPageSchema') };
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type EndpointDomain =
  | 'auth'
  | 'roles'
  | 'attendance'
  | 'time-settings'
  | 'onboarding'
  | 'feed'
  | 'calendar'
  | 'realtime'
  | 'leave'
  | 'leave-settings'
  | 'people-settings'
  | 'employees'
  | 'employee-import'
  | 'profile'
  | 'reports'
  | 'billing'
  | 'batch'
  | 'widgets'
  | 'search'
  | 'app-settings'
  | 'notifications'
  | 'shared-data'
  | 'files'
  | 'goals';

/** `{name}` segments of a path pattern, as a union of names. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The values a path pattern needs: `{ id: number | string }` for '/x/edit/{id}'. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

export interface Endpoint<Out = unknown, P extends string = string, M extends HttpMethod = HttpMethod> {
  readonly method: M;
  readonly path: P;
  readonly domain: EndpointDomain;
  /** false: called only by the BFF's own route handlers (sign-in, broadcasting auth), never via the proxy. */
  readonly proxy?: false;
  /** The response schema, loaded on demand; absent for calls whose answers nothing reads. */
  readonly schema?: () => Promise<z.ZodType<Out>>;
}

/** An endpoint whose answers are parsed with its schema (what server reads need). */
export type ParsedEndpoint<Out = unknown, P extends string = string, M extends HttpMethod = HttpMethod> = Endpoint<Out, P, M> & {
  readonly schema: () => Promise<z.ZodType<Out>>;
};

/** The parsed answer of an endpoint. */
export type EndpointOut<E> = E extends Endpoint<infer Out, string, HttpMethod> ? Out : never;

export type Query = Record<string, string | number | boolean | undefined | null>;

/** What a call of an endpoint takes: its path values (required exactly when the pattern has some) and a query. */
export type EndpointArgs<E extends Endpoint<unknown, string, HttpMethod>> = ([ParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) & { query?: Query };

type SchemaKeys<M> = { [K in keyof M]: M[K] extends z.ZodType ? K : never }[keyof M] & string;
type OutOf<M, K extends keyof M> = M[K] extends z.ZodType ? z.infer<M[K]> : never;

/**
 * The definers of one domain. `load` imports the domain's schema module on
 * demand; each definition names its response schema by its export name.
 */
export function endpointsOf<M>(domain: EndpointDomain, load: () => Promise<M>, defaults: { proxy?: false } = {}) {
  function define<Method extends HttpMethod>(method: Method) {
    return <P extends string, K extends SchemaKeys<M> | undefined = undefined>(path: P, schemaName?: K) => {
      const endpoint = {
        method,
        path,
        domain,
        ...defaults,
        ...(schemaName ? { schema: () => load().then((module) => module[schemaName] as z.ZodType<never>) } : {}),
      };
      return endpoint as K extends SchemaKeys<M> ? ParsedEndpoint<OutOf<M, K>, P, Method> : Endpoint<unknown, P, Method>;
    };
  }
  return { get: define('GET'), post: define('POST'), put: define('PUT'), patch: define('PATCH'), del: define('DELETE') };
}

/** Builds a concrete upstream path from a pattern: endpointPath('/feed/view/{slug}', { slug }). */
export function endpointPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`endpointPath: missing "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The query key of an endpoint's answer: [domain, path pattern, params, query].
 * Server prefetch and client queries share it; invalidating [domain] or
 * [domain, pattern] refreshes every answer below it.
 */
export function endpointKey(endpoint: Endpoint<unknown, string, HttpMethod>, args: { params?: Record<string, string | number>; query?: Query } = {}) {
  return [endpoint.domain, endpoint.path, args.params ?? {}, args.query ?? {}] as const;
}
