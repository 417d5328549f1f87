import type { RequestContext } from './context';
import { notFound, pageMeta, validationFailed } from './respond';

/** Query and path parameters, read the Laravel way: a bad id is a 404, a bad filter a 422, a bad page number the default. */

/** The largest page any list hands out. */
export const MAX_PER_PAGE = 100;

/** A path id, or 404 (an id that cannot exist is a missing resource, as in Laravel's route binding). */
export function idParam(ctx: RequestContext, name: string): number {
  const value = Number(ctx.params[name]);
  if (!Number.isSafeInteger(value) || value <= 0) throw notFound();
  return value;
}

export function positiveInt(raw: string | null | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = raw === null || raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  return Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
}

/** A required positive integer query parameter (e.g. user_id), else 422. */
export function requiredId(ctx: RequestContext, name: string): number {
  const value = Number(ctx.query.get(name));
  if (!Number.isSafeInteger(value) || value <= 0) throw validationFailed({ [name]: [`The ${name.replaceAll('_', ' ')} field is required.`] });
  return value;
}

/** A positive whole number from a JSON body (a number or its digits), else null. */
export function positiveId(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** ?page and ?per_page (default `fallback`, at most MAX_PER_PAGE). */
export function paging(ctx: RequestContext, fallback: number): { page: number; perPage: number } {
  return {
    page: positiveInt(ctx.query.get('page'), 1),
    perPage: positiveInt(ctx.query.get('per_page'), fallback, MAX_PER_PAGE),
  };
}

/** ?search, trimmed, at most 100 characters. */
export const searchParam = (ctx: RequestContext): string => (ctx.query.get('search') ?? '').trim().slice(0, 100);

/** LIKE pattern for "contains", wildcards escaped (use with ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A paged list body: `{data, meta}`. */
export function pagedBody<T>(page: number, perPage: number, { rows, total }: { rows: T[]; total: number }) {
  return { data: rows, meta: pageMeta(page, perPage, total, rows.length) };
}

/** A query string's values for a zod schema: empty values count as absent, as in Laravel. */
export function queryValues(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(Array.from(query.entries()).filter(([, value]) => value.trim() !== ''));
}
