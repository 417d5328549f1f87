import { DEFAULT_ABORT_MESSAGE, FORM_SUMMARY_MESSAGE } from '@/lib/messages';

/**
 * The one error mapper (architecture §4). Client-safe: the server-side upstream
 * client and the browser's proxy client both turn responses into these values.
 */

export const FORM_ERROR_STATUSES = [422, 424, 460, 461] as const;
export const ABORT_STATUSES = [400, 402, 403, 404, 408, 413, 419, 429, 498, 500, 502, 503, 504] as const;

export type FieldErrors = Record<string, string[]>;

export type AppError =
  /** No response at all: offline, DNS, connection refused, timeout. */
  | { kind: 'network'; status: 0; message: string; timedOut: boolean }
  | { kind: 'unauthenticated'; status: 401; message: string }
  /**
   * 422/424/460/461: shown on the form, with a summary line. `action`: the
   * in-use protocol's confirming action (retry the call with ?action=).
   */
  | { kind: 'form'; status: number; message: string; summary: string; fields: FieldErrors; action?: string }
  /** A page load that must show the full-page error for its code. */
  | { kind: 'abort'; status: number; message: string }
  /** Any other failure: the 'Unsuccessful' dialog. */
  | { kind: 'server'; status: number; message: string };

export type Result<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: AppError };

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

function fieldsOf(body: unknown): FieldErrors {
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (!errors || typeof errors !== 'object') return {};
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value];
    const messages = list.filter((item): item is string => typeof item === 'string');
    if (messages.length) fields[field] = messages;
  }
  return fields;
}

/** Maps an upstream (or proxy) response status and JSON body to an AppError. */
export function mapErrorResponse(status: number, body: unknown): AppError {
  const message = messageOf(body);
  if (status === 401) return { kind: 'unauthenticated', status: 401, message: message ?? 'Unauthenticated.' };
  if ((FORM_ERROR_STATUSES as readonly number[]).includes(status)) {
    const fields = fieldsOf(body);
    // The summary line is replaced by the server's message only when that message
    // is not just a restatement of a field error (Laravel's "x (and N more errors)").
    const fieldMessages = Object.values(fields).flat();
    const isFieldEcho = !message || fieldMessages.some((m) => message.startsWith(m));
    const action = body && typeof body === 'object' && 'action' in body && typeof body.action === 'string' && body.action ? body.action : undefined;
    return {
      kind: 'form',
      status,
      message: message ?? FORM_SUMMARY_MESSAGE,
      summary: isFieldEcho && Object.keys(fields).length > 0 ? FORM_SUMMARY_MESSAGE : (message ?? FORM_SUMMARY_MESSAGE),
      fields,
      ...(action ? { action } : {}),
    };
  }
  if ((ABORT_STATUSES as readonly number[]).includes(status)) {
    return { kind: 'abort', status, message: message ?? (status === 403 ? DEFAULT_ABORT_MESSAGE : '') };
  }
  return { kind: 'server', status, message: message ?? `Request failed with status ${status}` };
}

/**
 * A write the upstream refused for the state of what it holds, not for what was typed: a form
 * error that names no field ("This leave application has already been decided."), a record gone
 * (404) or changed meanwhile (409). The screen that asked shows an older state: it reads its data
 * again once the user has read why.
 */
export function refusedForItsState(error: AppError): boolean {
  if (error.kind === 'form') return Object.keys(error.fields).length === 0;
  return error.status === 404 || error.status === 409;
}

/**
 * A write the app holds back itself, having read just before that what it changes is not what the
 * screen shows (an application decided, withdrawn or edited meanwhile): shown like the upstream's
 * own refusal of that kind, on the form without a field, and read again (refusedForItsState).
 */
export function refusedState(message: string): AppError {
  return { kind: 'form', status: 409, message, summary: message, fields: {} };
}

export function networkError(timedOut = false): AppError {
  return {
    kind: 'network',
    status: 0,
    timedOut,
    message: timedOut ? 'The server took too long to answer.' : 'No response from the server.',
  };
}

/** An answer the app could not read (its shape is not what the call returns), or none at all: a 502. */
export const UNEXPECTED_RESPONSE = 'The server sent an unexpected response.';
export function unexpectedResponse(): AppError {
  return { kind: 'abort', status: 502, message: UNEXPECTED_RESPONSE };
}

/** An abort code and message for the full-page error screen. */
export function toAbort(error: AppError): { code: number; message: string } {
  if (error.kind === 'network') return { code: error.timedOut ? 504 : 503, message: '' };
  return { code: error.status, message: error.message };
}
