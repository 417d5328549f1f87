import { withBasePath, BASE_PATH } from '@/lib/base-path';
import { fileRequest, saveFile, signInAgain } from '@/lib/client/api';
import { reportConnection } from '@/lib/client/connection-events';
import { mapErrorResponse, networkError, type Result } from '@/lib/errors';
import { IMPORT_BATCH_COOKIE, importFileOf, type ImportMapping } from '@/lib/people/import';
import { employeeImportApi } from '@/lib/people/import-endpoints';
import type { ImportFile, ImportFileAnswer } from '@/lib/people/import-schemas';
import { XHR_HEADER, XHR_VALUE } from '@/lib/security/same-origin';

/**
 * The import screen's browser calls that are not plain JSON: the file upload
 * with its progress (fetch cannot report an upload's progress; XMLHttpRequest
 * can) and the invalid-rows download from the BFF. Both map failures with the
 * shared error mapper, like every other call.
 */

/** Uploads the file to entry-import/file through the proxy, reporting the fraction sent; the answer read with importFileOf. */
export function uploadImportFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Result<ImportFile>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', withBasePath(`/api/upstream${employeeImportApi.file.path}`));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(XHR_HEADER, XHR_VALUE);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => {
      reportConnection('no-response');
      resolve({ ok: false, status: 0, error: networkError() });
    };
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.onload = () => {
      reportConnection('response');
      let data: unknown;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve({ ok: true, status: request.status, data: importFileOf(data as ImportFileAnswer, file.name) });
      const error = mapErrorResponse(request.status, data);
      if (error.kind === 'unauthenticated') signInAgain();
      resolve({ ok: false, status: request.status, error });
    };
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** Downloads the invalid rows of an upload (written by the BFF) as a CSV. */
export async function downloadInvalidRows(importId: number | null, mapping: ImportMapping): Promise<Result<null>> {
  const file = await fileRequest('/api/people/import/invalid-rows', { method: 'POST', json: { ...(importId === null ? {} : { import_id: importId }), mapping } });
  if (!file.ok) return file;
  saveFile(file.data.blob, file.data.fileName ?? 'invalid-rows.csv');
  return { ok: true, status: file.status, data: null };
}

/** The sample file's address (a plain link: the BFF answers it as a download). */
export const sampleFileHref = (format: 'csv' | 'xlsx') => withBasePath(`/api/people/import/sample?format=${format}`);

/** Keeps the batch being processed for a day, so /people/import shows it again after a reload or a visit elsewhere. */
export function rememberBatch(id: number | null) {
  const path = BASE_PATH || '/';
  document.cookie = id === null ? `${IMPORT_BATCH_COOKIE}=; path=${path}; max-age=0; samesite=lax` : `${IMPORT_BATCH_COOKIE}=${id}; path=${path}; max-age=86400; samesite=lax`;
}
