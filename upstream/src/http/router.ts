import type { RequestContext } from './context';
import type { Reply } from './respond';

/**
 * A small router: method + path pattern. `{name}` matches one path segment;
 * a segment may mix text and parameters ("{id}.svg"). Static paths are a single
 * map lookup; patterns are tried in registration order among those with the
 * same number of segments.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * api:   the Laravel-like API — session, XSRF on writes, fault injection, latency.
 * asset: images and the stand-in identity provider — no session, latency only.
 * dev:   test helpers — no session, no XSRF, no faults, no latency.
 */
export type RouteKind = 'api' | 'asset' | 'dev';

export interface RouteOptions {
  kind?: RouteKind;
  /** Requires a signed-in session (401 otherwise). */
  auth?: boolean;
  /** Requires at least one of these permissions (implies auth; 403 otherwise). */
  can?: readonly string[];
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  method: HttpMethod;
  pattern: string;
  handler: Handler;
  kind: RouteKind;
  auth: boolean;
  can: readonly string[];
}

type Segment = { text: string } | { param: string } | { regex: RegExp; names: string[] };

interface PatternRoute extends Route {
  segments: Segment[];
}

export type Match =
  | { route: Route; params: Record<string, string> }
  | { route: null; params: null; allowed: HttpMethod[] };

function splitPath(path: string): string[] {
  return path.split('/').slice(1);
}

function compileSegment(segment: string): Segment {
  const whole = /^\{(\w+)\}$/.exec(segment);
  if (whole) return { param: whole[1]! };
  if (!segment.includes('{')) return { text: segment };
  const names: string[] = [];
  const source = segment
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+?)';
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), names };
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if ('text' in segment) {
      if (segment.text !== part) return null;
    } else if ('param' in segment) {
      const value = part === '' ? null : decode(part);
      if (value === null) return null;
      params[segment.param] = value;
    } else {
      const found = segment.regex.exec(part);
      if (!found) return null;
      for (let n = 0; n < segment.names.length; n++) {
        const value = decode(found[n + 1]!);
        if (value === null) return null;
        params[segment.names[n]!] = value;
      }
    }
  }
  return params;
}

export class Router {
  private readonly statics = new Map<string, Map<HttpMethod, Route>>();
  private readonly patterns = new Map<number, PatternRoute[]>();

  add(method: HttpMethod, pattern: string, handler: Handler, options: RouteOptions = {}): this {
    if (!pattern.startsWith('/')) throw new Error(`Route pattern must start with "/": ${pattern}`);
    const can = options.can ?? [];
    const route: Route = { method, pattern, handler, kind: options.kind ?? 'api', auth: options.auth ?? can.length > 0, can };
    if (!pattern.includes('{')) {
      const byMethod = this.statics.get(pattern) ?? new Map<HttpMethod, Route>();
      if (byMethod.has(method)) throw new Error(`Duplicate route: ${method} ${pattern}`);
      this.statics.set(pattern, byMethod.set(method, route));
      return this;
    }
    const segments = splitPath(pattern).map(compileSegment);
    const list = this.patterns.get(segments.length) ?? [];
    list.push({ ...route, segments });
    this.patterns.set(segments.length, list);
    return this;
  }

  get(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('GET', pattern, handler, options);
  }
  post(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('POST', pattern, handler, options);
  }
  put(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('PUT', pattern, handler, options);
  }
  patch(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('PATCH', pattern, handler, options);
  }
  delete(pattern: string, handler: Handler, options?: RouteOptions): this {
    return this.add('DELETE', pattern, handler, options);
  }

  /** Every registered route, for the contract test that holds the app's endpoint table to this server. */
  routes(): Route[] {
    return [...[...this.statics.values()].flatMap((byMethod) => [...byMethod.values()]), ...[...this.patterns.values()].flat()];
  }

  /** `path` without query string. A trailing slash is ignored. */
  match(method: string, rawPath: string): Match {
    const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
    const allowed: HttpMethod[] = [];
    const byMethod = this.statics.get(path);
    if (byMethod) {
      const route = byMethod.get(method as HttpMethod);
      if (route) return { route, params: {} };
      allowed.push(...byMethod.keys());
    }
    const parts = splitPath(path);
    for (const route of this.patterns.get(parts.length) ?? []) {
      if (route.method !== method && allowed.includes(route.method)) continue;
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) return { route, params };
      allowed.push(route.method);
    }
    return { route: null, params: null, allowed };
  }
}
