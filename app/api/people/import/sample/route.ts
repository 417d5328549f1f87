import ExcelJS from 'exceljs';
import { json } from '@/lib/http';
import { uploadMetaOf } from '@/lib/people/import';
import { callAsUser, download } from '@/lib/people/import-bff';
import { employeeImportApi } from '@/lib/people/import-endpoints';
import { sampleCsv, sampleTable } from '@/lib/people/import-files';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/people/import/sample?format=csv|xlsx: a file with the columns the
 * import expects (the fields upload-meta names) and two example people.
 */
export async function GET(request: Request): Promise<Response> {
  const meta = await callAsUser(employeeImportApi.uploadMeta);
  if (!meta.ok) return meta.response;
  // The spec names no fields of upload-meta: without them there are no columns to put in a sample (the screen offers none then).
  const { fields } = uploadMetaOf(meta.data);
  if (!fields) return json({ message: 'There is no sample file.' }, 404);
  if (new URL(request.url).searchParams.get('format') === 'xlsx') {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    const { header, rows } = sampleTable(fields);
    sheet.addRow(header).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
    sheet.columns.forEach((column) => (column.width = 20));
    return download(Buffer.from(await workbook.xlsx.writeBuffer()), XLSX, 'employee-import-sample.xlsx');
  }
  return download(`\uFEFF${sampleCsv(fields)}`, 'text/csv; charset=utf-8', 'employee-import-sample.csv');
}
