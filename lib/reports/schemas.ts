import { z } from 'zod';
import { END_BEFORE_START } from '@/lib/messages';
import { EMPLOYEE_STATUSES } from '@/lib/people/directory';
import { LEAVE_REPORT_STATUSES, REPORT_FORMATS, REPORT_MAX_PEOPLE } from '@/lib/reports/reports';

/** Answers of the report calls (spec part 2 §7: each returns export_file). Client-safe. */

/**
 * A generated report: `export_file` is where the file is fetched (an API path,
 * for the signed-in user only, for a limited time), `file_name` what it is saved as.
 */
export const exportFileSchema = z.object({
  export_file: z.string().min(1),
  file_name: z.string().min(1),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please use a date as YYYY-MM-DD.');

/**
 * The query of a generate call (our choice: the spec does not show one). The
 * reference upstream validates with it; the /reports form builds it.
 */
export const reportQuerySchema = z
  .object({
    format: z.enum(REPORT_FORMATS, 'Please choose CSV or XLSX.'),
    from: ymd.optional(),
    to: ymd.optional(),
    department_id: z.coerce.number().int().positive().optional(),
    user_ids: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'Invalid submission. Kindly try again')
      .transform((value) => Array.from(new Set(value.split(',').map(Number))))
      .refine((ids) => ids.length <= REPORT_MAX_PEOPLE, `Please choose up to ${REPORT_MAX_PEOPLE} people.`)
      .optional(),
    status: z.enum(EMPLOYEE_STATUSES).optional(),
    leave_status: z.enum(LEAVE_REPORT_STATUSES).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: END_BEFORE_START });
export type ReportQuery = z.infer<typeof reportQuerySchema>;
