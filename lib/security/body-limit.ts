import { CHUNKED_FROM_BYTES } from '@/lib/files/checks';

/**
 * How much of a request body the BFF reads, everywhere (server.mjs's front
 * process, the proxy's two mounts, the auth and realtime handlers): bodies are
 * read before any session check, so each is capped, by its declared
 * Content-Length and by the bytes actually read, and refused with a 413.
 */

/** JSON and form bodies: far above any form of the app. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Multipart uploads through the proxy: one file sent whole (or one chunk of a larger one) plus its form fields. */
export const UPLOAD_BODY_MAX_BYTES = CHUNKED_FROM_BYTES + JSON_BODY_MAX_BYTES;
export const TOO_LARGE_MESSAGE = 'The request is too large.';

/** The cap for a body of this content type. */
export function bodyLimitOf(contentType: string | null | undefined): number {
  return /^multipart\/form-data\b/i.test(contentType ?? '') ? UPLOAD_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
}

/** True when the declared Content-Length is over the cap (or not a length at all). */
export function declaredOverLimit(contentLength: string | null | undefined, limit: number): boolean {
  if (contentLength === null || contentLength === undefined || contentLength === '') return false;
  const length = Number(contentLength);
  return !Number.isSafeInteger(length) || length < 0 || length > limit;
}

/**
 * A fetch Request's body, read up to `limit` bytes; null when it is (or says it
 * is) larger: reading stops at the limit, so a large body never fills memory.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array | null> {
  if (declaredOverLimit(request.headers.get('content-length'), limit)) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
