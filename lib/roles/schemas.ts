import { z } from 'zod';

/** Role shapes (spec part 1 §7 "Roles"). Client-safe. */

/** GET roles/list: every role in its order, for dropdowns (quick entry, change role). */
export const roleListSchema = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), position: z.number().int() })) });
export type RoleList = z.infer<typeof roleListSchema>;
