import { cookies } from 'next/headers';
import { EmployeeImport } from '@/components/people/import/employee-import';
import { definePage, pageMetadata } from '@/lib/page';
import { IMPORT_BATCH_COOKIE, uploadMetaOf } from '@/lib/people/import';
import { batchApi, employeeImportApi } from '@/lib/people/import-endpoints';
import { positiveIntParam } from '@/lib/search-params';
import { serverCall } from '@/lib/upstream/server';

export const metadata = pageMetadata('/people/import');

/** The batch this browser started last, while the upstream still has it (a deleted or foreign one is forgotten). */
async function rememberedBatch() {
  const id = positiveIntParam((await cookies()).get(IMPORT_BATCH_COOKIE)?.value, null);
  if (id === null) return null;
  const status = await serverCall(batchApi.status, { params: { id } });
  return status.ok ? status.data.data : null;
}

/**
 * /people/import (import_employee): upload a CSV or XLSX of people, map its
 * columns to the fields, check every row and fix what is wrong, then import
 * the valid rows as a batch whose progress is followed here. Coming back while
 * a batch runs (or after) shows it again.
 */
export default definePage('/people/import', {
  load: () => ({ meta: serverCall(employeeImportApi.uploadMeta) }),
  render: async ({ meta }) => {
    const batch = await rememberedBatch();
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-3 py-6 sm:px-6">
        <header>
          <h1 className="text-2xl font-semibold text-slate-900">Import employees</h1>
          <p className="mt-1 text-sm text-slate-600">Add many people at once from a spreadsheet: upload it, match its columns, fix what is wrong, then import.</p>
        </header>
        <EmployeeImport meta={uploadMetaOf(meta)} initialBatch={batch} />
      </div>
    );
  },
});
