import type { Readable } from 'node:stream';

/**
 * Responses. Handlers return a Reply or throw an HttpError; the pipeline turns
 * both into bytes. Bodies and messages follow Laravel's JSON API conventions.
 */

export type HeaderValue = string | string[];

export interface Reply {
  status: number;
  headers: Record<string, HeaderValue>;
  /** A Readable is sent chunked, with backpressure (files generated on the fly). */
  body: string | Buffer | Readable;
}

/** A download generated while it is sent: chunked, never cached. */
export function streamed(body: Readable, contentType: string, fileName: string): Reply {
  return {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w. -]/g, '_')}"`,
      'Cache-Control': 'no-store, private',
      'X-Content-Type-Options': 'nosniff',
    },
    body,
  };
}

const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache, private' } as const;

export function json(data: unknown, status = 200, headers: Record<string, HeaderValue> = {}): Reply {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(data) };
}

export function redirect(location: string, status = 302): Reply {
  return { status, headers: { Location: location, 'Cache-Control': 'no-store' }, body: '' };
}

/** A failure with a JSON body; thrown from handlers and guards, answered by the pipeline. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; [key: string]: unknown },
    readonly headers: Record<string, HeaderValue> = {},
  ) {
    super(body.message);
    this.name = 'HttpError';
  }

  toReply(): Reply {
    return json(this.body, this.status, this.headers);
  }
}

export const badRequest = (message = 'Bad request.') => new HttpError(400, { message });
export const unauthenticated = () => new HttpError(401, { message: 'Unauthenticated.' });
export const forbidden = () => new HttpError(403, { message: 'This action is unauthorized.' });
export const notFound = (message = 'Not found.') => new HttpError(404, { message });
export const payloadTooLarge = () => new HttpError(413, { message: 'The request payload is too large.' });
export const unsupportedMediaType = () => new HttpError(415, { message: 'Unsupported media type.' });
export const csrfMismatch = () => new HttpError(419, { message: 'CSRF token mismatch.' });
export const serverError = () => new HttpError(500, { message: 'Server Error' });

/**
 * The in-use protocol: deleting something others depend on answers 460 with
 * what deleting it would do and the `action` that confirms it; the same call
 * with `?action=<action>` then does it. Nothing changes on the 460.
 */
export const IN_USE_STATUS = 460;
export const inUse = (message: string, action: string) => new HttpError(IN_USE_STATUS, { message, action });

/** The confirming action of a delete call (`?action=`), checked against the one the call takes. */
export function confirmedAction(query: URLSearchParams, action: string): boolean {
  const given = query.get('action');
  if (given === null || given === '') return false;
  if (given !== action) throw validationFailed({ action: ['The selected action is invalid.'] });
  return true;
}

/**
 * A delete's `?confirmed=` (spec part 1: shift-template "DELETE delete/{id} with optional confirmed"),
 * which stands for the in-use protocol's `?action=` where the spec names it so.
 */
export function confirmedFlag(query: URLSearchParams): boolean {
  const given = query.get('confirmed');
  if (given === null || given === '' || given === '0' || given === 'false') return false;
  if (given === '1' || given === 'true') return true;
  throw validationFailed({ confirmed: ['The confirmed field must be true or false.'] });
}

export function methodNotAllowed(method: string, path: string, allowed: readonly string[]): HttpError {
  const route = path.replace(/^\//, '') || '/';
  return new HttpError(
    405,
    { message: `The ${method} method is not supported for route ${route}. Supported methods: ${allowed.join(', ')}.` },
    { Allow: allowed.join(', ') },
  );
}

export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, { message }, { 'Retry-After': String(retryAfterSeconds) });
}

/** A 422 without per-field errors (a refusal that is not about one field). */
export function unprocessable(message: string): HttpError {
  return new HttpError(422, { message });
}

export type FieldErrors = Record<string, string[]>;

/** Laravel's summary: the first message plus "(and N more errors)" counting every other message. */
export function summarize(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/** A Laravel 422 validation body: `{message, errors: {field: [msg, …]}}`. */
export function validationFailed(errors: FieldErrors): HttpError {
  return new HttpError(422, { message: summarize(errors), errors });
}

/** The pagination meta of a page holding `count` of `total` items. */
export function pageMeta(page: number, perPage: number, total: number, count: number) {
  const from = count ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    from,
    to: from === null ? null : from + count - 1,
    total,
  };
}
