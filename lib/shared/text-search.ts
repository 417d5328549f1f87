/**
 * Searching people by what a user types: every word, in any order, found in any of the fields
 * searched, whatever its case and accents ("muller" finds Müller, "cordoba" Córdoba, "oster" Øster,
 * "Smith Liam" Liam Smith). One rule for the reference upstream's searches (its SQL function
 * `matches_words`, upstream/src/db/text-search.ts) and for lists the browser filters itself
 * (PersonCombobox), so a name is found the same way everywhere.
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

/** The folded words of what was typed (none for an empty search). */
export function searchWords(search: string | null): string[] {
  return foldText(search ?? '').split(/\s+/).filter(Boolean);
}

/** Whether a folded text holds every one of these folded words. */
export function holdsWords(folded: string, words: readonly string[]): boolean {
  return words.every((word) => folded.includes(word));
}

/** Whether every word of `search` is in `text`, both folded. An empty search matches. */
export function matchesWords(text: string | null, search: string | null): boolean {
  const words = searchWords(search);
  return words.length === 0 || holdsWords(foldText(text ?? ''), words);
}
