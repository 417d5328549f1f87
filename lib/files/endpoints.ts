import { endpointsOf } from '@/lib/upstream/define';

/** File uploads (spec part 2 §7 "Files"); the caller-supplied DELETE url is not allowlisted (lib/upstream/endpoints.ts). */

const { post, del } = endpointsOf('files', () => import('@/lib/files/schemas'));

export const fileApi = {
  upload: post('/application/file/upload/store', 'uploadResponseSchema'),
  chunkUpload: post('/application/file/chunk-upload/store', 'chunkUploadResponseSchema'),
  deleteTemporary: del('/application/temporary/file/{id}/delete', 'deleteTemporaryFileResponseSchema'),
};
