/** Wording of the file lists that upload as files are chosen (the feed's composer, the leave form). */
export const UPLOAD_TEXTS = {
  uploading: 'Uploading…',
  removeFile: (name: string) => `Remove ${name}`,
  retryUpload: 'Try again',
  /** A form is held while a chosen file failed: saving without it would drop it unseen. */
  uploadsFailed: 'A file could not be uploaded: try it again, or remove it.',
  waitForUploads: 'Wait for the uploads to finish.',
};
