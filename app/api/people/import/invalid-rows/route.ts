import { json, readJson, refuseUnlessSameOrigin } from '@/lib/http';
import { uploadMetaOf } from '@/lib/people/import';
import { callAsUser, download } from '@/lib/people/import-bff';
import { employeeImportApi } from '@/lib/people/import-endpoints';
import { invalidRowsCsv } from '@/lib/people/import-files';

/**
 * POST /api/people/import/invalid-rows ({import_id, mapping}): the rows of an
 * upload that do not pass, checked again by the upstream's validate-data, as a
 * CSV with an errors column, to fix and upload again.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseUnlessSameOrigin(request);
  if (refused) return refused;
  const read = await readJson(request);
  if (!read.ok) return read.response;
  const body = read.value as { import_id?: unknown; mapping?: unknown } | null;
  if (!body || typeof body !== 'object') return json({ message: 'Expected the upload and its mapping.' }, 400);
  const [checked, meta] = await Promise.all([
    callAsUser(employeeImportApi.validate, { json: { import_id: body.import_id, mapping: body.mapping } }),
    callAsUser(employeeImportApi.uploadMeta),
  ]);
  if (!checked.ok) return checked.response;
  if (!meta.ok) return meta.response;
  const mapped = Object.keys(body.mapping as Record<string, unknown>);
  // The spec names no fields of upload-meta: without them the mapped fields are headed by their keys.
  const fields = uploadMetaOf(meta.data).fields ?? mapped.map((key) => ({ key, label: key, required: false }));
  const csv = invalidRowsCsv(checked.data.data.rows, fields, mapped);
  return download(`\uFEFF${csv}`, 'text/csv; charset=utf-8', 'invalid-rows.csv');
}
