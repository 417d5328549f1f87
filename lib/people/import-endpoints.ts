import { endpointsOf } from '@/lib/upstream/define';

/**
 * The employee import (spec part 2 §7 "Employees › Import") and the batch
 * process that carries it out ("Batch process": status polled, cancelled or
 * deleted).
 */

const schemas = () => import('@/lib/people/import-schemas');
const { get, post } = endpointsOf('employee-import', schemas);
const batch = endpointsOf('batch', schemas);

const I = '/employee/employee/entry-import';

export const employeeImportApi = {
  uploadMeta: get(`${I}/upload-meta`, 'uploadMetaSchema'),
  file: post(`${I}/file`, 'importFileSchema'),
  validate: post(`${I}/validate-data`, 'validatedImportSchema'),
  process: post(`${I}/process-data`, 'processStartedSchema'),
};

const B = '/application/batch-process';

export const batchApi = {
  status: batch.get(`${B}/{id}/status`, 'batchStatusSchema'),
  cancel: batch.post(`${B}/{id}/cancel`, 'batchCancelledSchema'),
  delete: batch.del(`${B}/{id}/delete`, 'batchDeletedSchema'),
};
