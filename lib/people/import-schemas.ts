import { z } from 'zod';
import { BATCH_STATUSES } from '@/lib/people/import';
import { messageSchema } from '@/lib/shared/schemas';

/**
 * The employee import's answers (spec part 2 §7 "Employees › Import" and
 * "Batch process"). Client-safe: the screen's types, the BFF's downloads and
 * the reference upstream's contract tests parse with these.
 */

export const importFieldSchema = z.object({ key: z.string(), label: z.string(), required: z.boolean() });
export type ImportField = z.infer<typeof importFieldSchema>;

/**
 * GET entry-import/upload-meta: what a file may be, and the fields a row can fill. The spec names none of
 * its fields (the reference upstream sends them all): each is read when sent, and the screen checks, says
 * and offers only what it knows (uploadMetaOf, lib/people/import.ts); the upstream refuses the rest.
 */
export const uploadMetaSchema = z.object({
  data: z
    .object({
      extensions: z.array(z.string()).optional(),
      mimes: z.array(z.string()).optional(),
      max_size_kb: z.number().int().positive().optional(),
      max_rows: z.number().int().positive().optional(),
      fields: z.array(importFieldSchema).optional(),
    })
    .optional(),
});
export type UploadMetaAnswer = z.infer<typeof uploadMetaSchema>;
export type UploadMeta = NonNullable<UploadMetaAnswer['data']>;

/** The reference upstream's upload answer: the parsed file it keeps as an import, with its name, headers, fields, row count and first rows. */
export const uploadedImportSchema = messageSchema.extend({
  data: z.object({
    import_id: z.number().int(),
    file_name: z.string(),
    headers: z.array(z.string()),
    fields: z.array(importFieldSchema),
    rows_count: z.number().int().nonnegative(),
    /** The first rows as the file has them, to show what each column holds while mapping. */
    preview: z.array(z.array(z.string())),
  }),
});

/**
 * POST entry-import/file (multipart: file). The spec's answer "returns fields
 * and headers"; the reference upstream's nests them, with the import it keeps,
 * under data. The screen reads either through importFileOf (lib/people/import.ts).
 */
export const importFileSchema = z.union([uploadedImportSchema, z.object({ fields: z.array(importFieldSchema), headers: z.array(z.string()) })]);
export type ImportFileAnswer = z.infer<typeof importFileSchema>;

/** The uploaded file as the import screen keeps it: null where the answer did not say. */
export interface ImportFile {
  /** The upstream's import to validate and process; null when it names none (the calls then go without it). */
  import_id: number | null;
  file_name: string;
  headers: string[];
  fields: ImportField[];
  rows_count: number | null;
  /** The first rows, to show what each column holds while mapping. */
  preview: string[][] | null;
}

/** One row of the file as mapped: its line in the file, its values by field, and each field's errors. */
export const importRowSchema = z.object({
  row: z.number().int().positive(),
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportRow = z.infer<typeof importRowSchema>;

const createsSchema = z.object({ department: z.array(z.string()), designation: z.array(z.string()), employment_type: z.array(z.string()) });

/**
 * POST entry-import/validate-data ({import_id, mapping, changes?}): every row
 * checked, with the counts and the lookup names that processing will create.
 * The spec names none of its fields. The checked rows are required: they are
 * what the step shows and what only the upstream can tell. The rest is read
 * when sent, else derived by checkedImportOf (lib/people/import.ts): the import
 * from the request, the counts from the rows, no lookups said to be created.
 */
export const validatedImportSchema = z.object({
  data: z.object({
    import_id: z.number().int().optional(),
    total: z.number().int().nonnegative().optional(),
    valid: z.number().int().nonnegative().optional(),
    invalid: z.number().int().nonnegative().optional(),
    rows: z.array(importRowSchema),
    creates: createsSchema.optional(),
  }),
});
export type ValidatedImportAnswer = z.infer<typeof validatedImportSchema>;

/** The checked rows as the import screen keeps them. */
export interface ValidatedImport {
  /** The upstream's import to process; null when neither the upload nor the check named one (the calls then go without it). */
  import_id: number | null;
  total: number;
  valid: number;
  invalid: number;
  rows: ImportRow[];
  /** The lookup names processing will create; null when the answer does not say. */
  creates: z.infer<typeof createsSchema> | null;
}

/** POST entry-import/process-data ({import_id, send_invitations}): the batch that imports the valid rows. */
export const processStartedSchema = messageSchema.extend({ batch_id: z.number().int() });

/** A row the batch could not import, and why. */
export const batchFailureSchema = z.object({ row: z.number().int(), email: z.string(), reason: z.string() });
export type BatchFailure = z.infer<typeof batchFailureSchema>;

/** The Batch process entity ("a progress item"): its state and counts. */
export const batchProcessSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.enum(BATCH_STATUSES),
  total: z.number().int().nonnegative(),
  processed: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  /** Whole per cent of the rows processed. */
  progress: z.number().int().min(0).max(100),
  send_invitations: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  failures: z.array(batchFailureSchema),
});
export type BatchProcess = z.infer<typeof batchProcessSchema>;

/** GET batch-process/{id}/status */
export const batchStatusSchema = z.object({ data: batchProcessSchema });
/** POST batch-process/{id}/cancel */
export const batchCancelledSchema = messageSchema.extend({ data: batchProcessSchema });
/** DELETE batch-process/{id}/delete */
export const batchDeletedSchema = messageSchema;
