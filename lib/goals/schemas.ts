import { z } from 'zod';
import { pagedListSchema, personSchema } from '@/lib/shared/schemas';

/** Goals answers (spec part 2 §3 "Goals", §7 "Goals"). Client-safe. */

/** GET /nccapp/time/attendance/employees/list: people to choose from (goal owners, report filters), searched and paged. */
export const employeeChoicesSchema = pagedListSchema(personSchema);
export type EmployeeChoices = z.infer<typeof employeeChoicesSchema>;
