import type { Database } from 'better-sqlite3';

/**
 * Searching people by what a user types: every word, in any order, found in any of the fields
 * searched, whatever its case and accents ("muller" finds Müller, "cordoba" Córdoba, "oster" Øster,
 * "Smith Liam" Liam Smith). SQLite's LIKE folds the case of ASCII letters only and reads the text as
 * one string, so a SQL function does it: `matches_words(text, search)`.
 */

/** Letters that have no accent to take off (they do not decompose): spelled plainly. */
const PLAIN: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case, without accents: what two texts are compared as. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => PLAIN[letter]!);
}

/** Whether every word of `search` is in `text`, both folded. An empty search matches. */
export function matchesWords(text: string | null, search: string | null): boolean {
  const words = foldText(search ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(text ?? '');
  return words.every((word) => haystack.includes(word));
}

/** Makes matches_words(text, search) available to this database's statements. */
export function registerTextSearch(db: Database): void {
  db.function('matches_words', { deterministic: true }, (text: unknown, search: unknown) =>
    matchesWords(typeof text === 'string' ? text : null, typeof search === 'string' ? search : null) ? 1 : 0,
  );
}

/** The SQL that a person's fields (SQL expressions; a null one is left out) hold every word of @search. */
export function personMatches(...fields: string[]): string {
  return `(@search = '' OR matches_words(${fields.map((field) => `coalesce(${field}, '')`).join(" || ' ' || ")}, @search))`;
}
