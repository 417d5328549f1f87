import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes: scrypt with a per-hash salt, stored with their cost
 * parameters ("scrypt$N$r$p$salt$hash", base64) so the cost can change later
 * without invalidating old hashes.
 */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function encode(salt: Buffer, hash: Buffer): string {
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function hashPasswordSync(password: string, salt: Buffer = randomBytes(16)): string {
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, COST));
}

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, COST, (error, hash) => (error ? reject(error) : resolve(encode(salt, hash))));
  });
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt64, hash64] = stored.split('$');
  if (scheme !== 'scrypt' || !salt64 || !hash64) return Promise.resolve(false);
  const expected = Buffer.from(hash64, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(salt64, 'base64'), expected.length, options, (error, hash) => {
      resolve(!error && hash.length === expected.length && timingSafeEqual(hash, expected));
    });
  });
}

let dummy: string | undefined;
/** A hash to verify against when the account does not exist, so both paths take as long. */
export function dummyPasswordHash(): string {
  dummy ??= hashPasswordSync('not-a-real-password');
  return dummy;
}
