import { upstreamFile } from '@/lib/client/api';
import type { Result } from '@/lib/errors';
import { reportApi } from '@/lib/reports/endpoints';
import type { ExportFile } from '@/lib/reports/schemas';
import { endpointPath } from '@/lib/upstream/define';

/**
 * Fetching an export_file (reports, the goals export) through the proxy with
 * the user's session, and saving it. The answer's address is never opened
 * directly: only the token of our export file call is taken from it, so a
 * tampered or unexpected address cannot send the browser anywhere.
 */

const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;

/** The token of an export_file (a path or URL ending in the export file call), or null. */
export function exportFileToken(exportFile: string): string | null {
  let path = exportFile;
  try {
    path = new URL(exportFile, 'http://api.invalid').pathname;
  } catch {
    return null;
  }
  const prefix = reportApi.exportFile.path.replace('{token}', '');
  const at = path.lastIndexOf(prefix);
  if (at === -1) return null;
  const token = path.slice(at + prefix.length);
  return TOKEN.test(token) ? token : null;
}

/** The file's bytes and name, once it has arrived whole. */
export async function fetchExportFile(file: ExportFile, signal?: AbortSignal): Promise<Result<{ blob: Blob; fileName: string }>> {
  const token = exportFileToken(file.export_file);
  if (!token) return { ok: false, status: 502, error: { kind: 'server', status: 502, message: 'The server sent an unexpected file address.' } };
  const result = await upstreamFile(endpointPath(reportApi.exportFile.path, { token }), { signal });
  if (!result.ok) return result;
  return { ...result, data: { blob: result.data.blob, fileName: result.data.fileName ?? file.file_name } };
}

export { saveFile } from '@/lib/client/api';
