/**
 * Readers of page URL values (Next.js gives each as string | string[] | undefined).
 * Client-safe. A bad value falls back instead of failing: a hand-edited URL
 * shows the first page, not an error.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** A positive whole number (?page=2), or the fallback. */
export function positiveIntParam(value: string | string[] | undefined, fallback: number | null = 1): number | null {
  const raw = first(value);
  if (raw === undefined || raw.trim() === '') return fallback;
  const number = Number(raw);
  return Number.isSafeInteger(number) && number > 0 ? number : fallback;
}

/** ?page=N, at least 1. */
export const pageParam = (search: SearchParams): number => positiveIntParam(search.page, 1) ?? 1;

/** Trimmed text (?search=…), '' when absent; at most `max` characters. */
export function textParam(value: string | string[] | undefined, max = 100): string {
  return (first(value) ?? '').trim().slice(0, max);
}

/** One of the allowed values, or the fallback. */
export function oneOfParam<T extends string, F extends T | undefined = T>(value: string | string[] | undefined, allowed: readonly T[], fallback: F): T | F {
  const raw = first(value);
  return allowed.includes(raw as T) ? (raw as T) : fallback;
}

/** The same URL query with some values replaced ('' or undefined removes a value). */
export function withParams(search: SearchParams, changes: Record<string, string | number | undefined>): string {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const single = first(value);
    if (single !== undefined && !(key in changes)) next.set(key, single);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined && value !== '') next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}
