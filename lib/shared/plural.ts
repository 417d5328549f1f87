/** "1,200": a count as every screen writes it. */
export const wholeNumber = (count: number): string => count.toLocaleString('en-US');

/** "1 row", "2 rows", "1,200 rows", "1 address", "3 addresses". */
export const counted = (count: number, one: string, many = `${one}s`): string => `${wholeNumber(count)} ${count === 1 ? one : many}`;
