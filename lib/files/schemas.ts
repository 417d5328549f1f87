import { z } from 'zod';

/**
 * File uploads (spec part 2 §7 "Files"): a file is uploaded first, as a
 * temporary file of the uploader, and becomes a post's photo or attachment
 * when the post is stored with its id. Large files go in chunks.
 */

export const FILE_KINDS = ['photo', 'attachment'] as const;
export const fileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof fileKindSchema>;

/** A temporary file as the upload calls answer it. */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  kind: fileKindSchema,
  name: z.string(),
  size: z.number().int().nonnegative(),
  mime: z.string(),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** POST /application/file/upload/store (multipart: kind, file). */
export const uploadResponseSchema = z.object({ message: z.string(), data: uploadedFileSchema });

/**
 * POST /application/file/chunk-upload/store (multipart: upload_id after the
 * first chunk, chunk_index, total_chunks, name, size, kind, file). Chunks go
 * in order; the last one answers with the finished temporary file.
 */
export const chunkUploadResponseSchema = z.discriminatedUnion('done', [
  z.object({ done: z.literal(false), upload_id: z.string(), received_chunks: z.number().int().nonnegative() }),
  z.object({ done: z.literal(true), upload_id: z.string(), data: uploadedFileSchema }),
]);
export type ChunkUploadResponse = z.infer<typeof chunkUploadResponseSchema>;

/** DELETE /application/temporary/file/{id}/delete */
export const deleteTemporaryFileResponseSchema = z.object({ message: z.string() });
