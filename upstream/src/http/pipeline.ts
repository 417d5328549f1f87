import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import type { Services } from '../services';
import { RequestContext } from './context';
import { csrfMismatch, HttpError, json, methodNotAllowed, notFound, serverError, type Reply } from './respond';
import type { Match, RouteKind, Router } from './router';
import { SESSION_COOKIE, XSRF_HEADER } from './session';

/**
 * One request, start to finish: route → fault injection → session → XSRF →
 * auth and permission → handler → session cookies → latency → bytes.
 */

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Unknown paths still get their area's treatment (no session for helpers and assets). */
function kindOfUnknown(path: string): RouteKind {
  if (path.startsWith('/__dev/')) return 'dev';
  if (path.startsWith('/images/') || path.startsWith('/__sso/')) return 'asset';
  return 'api';
}

async function dispatch(ctx: RequestContext, match: Match, kind: RouteKind): Promise<Reply> {
  const { services } = ctx;

  if (kind === 'api') {
    const { faultRate } = services.config;
    if (faultRate > 0 && Math.random() < faultRate) return json({ message: 'Injected fault' }, 500);
    const { session, issue } = services.sessions.resume(ctx.cookies[SESSION_COOKIE]);
    ctx.session = session;
    ctx.issueCookies = issue;
    if (WRITES.has(ctx.method) && !services.sessions.verifyXsrf(session, ctx.req.headers[XSRF_HEADER])) {
      throw csrfMismatch();
    }
  }

  if (!match.route) {
    throw match.allowed.length ? methodNotAllowed(ctx.method, ctx.path, match.allowed) : notFound();
  }
  ctx.params = match.params;
  const { route } = match;
  if (route.auth) ctx.userId();
  if (route.can.length) ctx.authorize(route.can);
  return route.handler(ctx);
}

function send(res: ServerResponse, reply: Reply, withBody: boolean): void {
  const body = reply.body;
  if (body instanceof Readable) {
    res.writeHead(reply.status, reply.headers);
    if (!withBody) {
      body.destroy();
      res.end();
      return;
    }
    // A failure half-way cuts the connection: the client sees an incomplete download, never a truncated "file".
    pipeline(body, res, (error) => {
      if (error && !res.destroyed) res.destroy(error);
    });
    return;
  }
  res.writeHead(reply.status, { ...reply.headers, 'Content-Length': Buffer.byteLength(body) });
  res.end(withBody ? body : undefined);
}

export function createRequestHandler(router: Router, services: Services) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = services.config.logRequests ? performance.now() : 0;
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const ctx = new RequestContext(req, services, method, path, q === -1 ? '' : url.slice(q + 1));
    // HEAD is GET without the body, as in Laravel.
    const match = router.match(method === 'HEAD' ? 'GET' : method, path);
    const kind = match.route?.kind ?? kindOfUnknown(path);

    let reply: Reply;
    try {
      reply = await dispatch(ctx, match, kind);
    } catch (error) {
      if (error instanceof HttpError) reply = error.toReply();
      else {
        console.error(`[upstream] ${method} ${path} failed:`, error);
        reply = serverError().toReply();
      }
    }
    if (ctx.session && ctx.issueCookies) {
      reply.headers['Set-Cookie'] = services.sessions.cookies(ctx.session);
    }
    if (kind !== 'dev' && services.config.latencyMs > 0) await delay(services.config.latencyMs);
    if (res.destroyed) {
      if (reply.body instanceof Readable) reply.body.destroy();
      return;
    }
    send(res, reply, method !== 'HEAD');
    if (services.config.logRequests) {
      console.error(`[upstream] ${method} ${url} ${reply.status} ${(performance.now() - started).toFixed(1)}ms`);
    }
  };
}
