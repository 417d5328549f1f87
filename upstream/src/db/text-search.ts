import type { Database } from 'better-sqlite3';
import { matchesWords } from '../../../lib/shared/text-search';

/**
 * Searching people by what a user types: every word, in any order, found in any of the fields
 * searched, whatever its case and accents ("muller" finds Müller, "cordoba" Córdoba, "oster" Øster,
 * "Smith Liam" Liam Smith), by the rule the app's own lists use (lib/shared/text-search.ts). SQLite's
 * LIKE folds the case of ASCII letters only and reads the text as one string, so a SQL function does
 * it: `matches_words(text, search)`.
 */

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
