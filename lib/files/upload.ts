import { callEndpoint } from '@/lib/client/endpoint';
import { fileApi } from './endpoints';
import type { AppError, Result } from '@/lib/errors';
import { CHUNK_BYTES, CHUNKED_FROM_BYTES, chunkCountOf } from './checks';
import type { FileKind, UploadedFile } from './schemas';

/**
 * Uploads one file through the proxy: small files in one request, larger
 * ones in CHUNK_BYTES pieces, in order, reporting progress after each chunk.
 * The result is a temporary file for the post being written.
 */
export async function uploadFile(
  file: File,
  kind: FileKind,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Result<UploadedFile>> {
  if (file.size <= CHUNKED_FROM_BYTES) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    const result = await callEndpoint(fileApi.upload, { body: form, signal });
    if (!result.ok) return result;
    onProgress?.(1);
    return { ...result, data: result.data.data };
  }

  const total = chunkCountOf(file.size);
  let uploadId: string | undefined;
  for (let index = 0; index < total; index++) {
    const form = new FormData();
    if (uploadId) form.append('upload_id', uploadId);
    form.append('chunk_index', String(index));
    form.append('total_chunks', String(total));
    form.append('name', file.name);
    form.append('size', String(file.size));
    form.append('kind', kind);
    form.append('file', file.slice(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES), file.name);
    const result = await callEndpoint(fileApi.chunkUpload, { body: form, signal });
    if (!result.ok) return result;
    uploadId = result.data.upload_id;
    onProgress?.((index + 1) / total);
    if (result.data.done) return { ...result, data: result.data.data };
  }
  const error: AppError = { kind: 'server', status: 500, message: 'The upload did not finish.' };
  return { ok: false, status: 500, error };
}

/** Removes a temporary file the post no longer wants (fire and forget: the server drops stale ones anyway). */
export function deleteTemporaryFile(id: number): void {
  void callEndpoint(fileApi.deleteTemporary, { params: { id } });
}
