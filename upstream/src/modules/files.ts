import { createHash } from 'node:crypto';
import { CHUNK_BYTES, UPLOAD_RULES } from '../../../lib/files/checks';
import { fileKindSchema, type ChunkUploadResponse } from '../../../lib/files/schemas';
import { FileStore, serializeFile } from '../domain/files';
import { readMultipart } from '../domain/files-multipart';
import type { RequestContext } from '../http/context';
import { json, notFound, validationFailed, type Reply } from '../http/respond';
import type { Router } from '../http/router';
import type { Services } from '../services';

/**
 * Files (spec part 2 §7 "Files"): uploads in one request or in chunks, each a
 * temporary file of its uploader until a post is stored with it; deleting a
 * temporary file; and the public addresses the files are served at.
 */

export const UPLOADED = 'The file has been uploaded.';
export const TEMPORARY_DELETED = 'The file has been deleted.';
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes)) + MULTIPART_OVERHEAD;
/** A chunk may be up to four times the size the app sends. */
const MAX_CHUNK_REQUEST_BYTES = 4 * CHUNK_BYTES + MULTIPART_OVERHEAD;
const MAX_AGE_SECONDS = 86_400;

function kindOf(raw: string | undefined) {
  const parsed = fileKindSchema.safeParse(raw);
  if (!parsed.success) throw validationFailed({ kind: ['The selected kind is invalid.'] });
  return parsed.data;
}

function intField(fields: Record<string, string>, name: string, min: number): number {
  const value = Number(fields[name]);
  if (!Number.isInteger(value) || value < min) throw validationFailed({ [name]: [`The ${name.replaceAll('_', ' ')} field must be an integer of at least ${min}.`] });
  return value;
}

/** RFC 6266 filename with a plain fallback. */
function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function serve(ctx: RequestContext, files: FileStore, kind: 'photo' | 'attachment'): Reply {
  const file = files.findByToken(ctx.params.token!);
  if (!file || file.kind !== kind) throw notFound();
  const etag = `"${createHash('sha1').update(file.data).digest('base64url')}"`;
  const headers = {
    ETag: etag,
    'Cache-Control': `private, max-age=${MAX_AGE_SECONDS}`,
    'X-Content-Type-Options': 'nosniff',
    // Whatever the bytes are, they never run as a page on this origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (ctx.req.headers['if-none-match'] === etag) return { status: 304, headers, body: '' };
  return {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': file.mime,
      'Content-Disposition': contentDisposition(kind === 'photo' ? 'inline' : 'attachment', file.name),
    },
    body: file.data,
  };
}

export function registerFiles(router: Router, services: Services): void {
  const files = new FileStore(services.db);
  const publicUrl = () => services.config.publicUrl;

  router.post(
    '/application/file/upload/store',
    async (ctx) => {
      const me = ctx.userId();
      const { fields, files: parts } = await readMultipart(ctx.req, MAX_UPLOAD_BYTES);
      const kind = kindOf(fields.kind);
      const part = parts.file;
      if (!part) throw validationFailed({ file: ['The file field is required.'] });
      const file = files.upload(me, kind, part.filename, part.data);
      return json({ message: UPLOADED, data: serializeFile(publicUrl(), file) }, 201);
    },
    { auth: true },
  );

  router.post(
    '/application/file/chunk-upload/store',
    async (ctx) => {
      const me = ctx.userId();
      const { fields, files: parts } = await readMultipart(ctx.req, MAX_CHUNK_REQUEST_BYTES);
      const part = parts.file;
      if (!part) throw validationFailed({ file: ['The file field is required.'] });
      const uploadId = fields.upload_id?.trim() || undefined;
      const outcome = files.chunk(me, {
        uploadId,
        index: intField(fields, 'chunk_index', 0),
        total: uploadId ? 0 : intField(fields, 'total_chunks', 1),
        name: fields.name ?? part.filename,
        size: uploadId ? 0 : intField(fields, 'size', 1),
        kind: uploadId ? 'attachment' : kindOf(fields.kind),
        data: part.data,
      });
      const body: ChunkUploadResponse = outcome.file
        ? { done: true, upload_id: outcome.uploadId, data: serializeFile(publicUrl(), outcome.file) }
        : { done: false, upload_id: outcome.uploadId, received_chunks: outcome.received };
      return json(body, outcome.file ? 201 : 200);
    },
    { auth: true },
  );

  router.delete(
    '/application/temporary/file/{id}/delete',
    (ctx) => {
      const id = Number(ctx.params.id);
      if (!Number.isSafeInteger(id) || !files.deleteTemporary(ctx.userId(), id)) throw notFound();
      return json({ message: TEMPORARY_DELETED });
    },
    { auth: true },
  );

  router.get('/images/feed/{token}/{name}', (ctx) => serve(ctx, files, 'photo'), { kind: 'asset' });
  router.get('/files/{token}/{name}', (ctx) => serve(ctx, files, 'attachment'), { kind: 'asset' });
}
