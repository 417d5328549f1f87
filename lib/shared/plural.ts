/** "1 row", "2 rows", "1,200 rows", "1 address", "3 addresses". */
export const counted = (count: number, one: string, many = `${one}s`): string => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
