import { z } from 'zod';

/**
 * Shapes every domain shares (spec part 2 §3 "Pagination meta", "Person search
 * item", "Simple named items"). Client-safe: pages, client components and the
 * reference upstream's contract tests parse with these.
 */

/** Pagination meta: current_page, last_page, per_page, from, to, total. */
export const pageMetaSchema = z.object({
  current_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int().nonnegative(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A paged list: `{ data: Item[], meta }` (extra top-level keys pass through). */
export const pagedListSchema = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item), meta: pageMetaSchema });
export interface PagedList<Item> {
  data: Item[];
  meta: PageMeta;
}

/** The person object of the API's people lists: id, name, username, avatar address, designation. */
export const personSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
  designation_name: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

/** A simple named item (department, designation, employment type, attachment type, group) in a full list. */
export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

/** `{ data: Item[] }`: a full (unpaged) list. */
export const fullListSchema = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item) });

/** A write's answer: the spec's success text, sometimes with the stored id. */
export const messageSchema = z.object({ message: z.string() });
