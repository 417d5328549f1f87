import { VISITOR_HASH_MIN_LENGTH } from '@/lib/constants';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new random visitor hash (32 characters, URL-safe). */
export function generateVisitorHash(length = 32): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** Keeps a stored hash, or makes a new one when it is missing or shorter than 20 characters (spec §9). */
export function ensureVisitorHash(stored: string | null | undefined): string {
  return stored && stored.length >= VISITOR_HASH_MIN_LENGTH ? stored : generateVisitorHash();
}
