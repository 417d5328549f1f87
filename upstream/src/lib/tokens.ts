import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric string (session ids, SSO states and codes). */
export function randomString(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // 248 = 4 * 62: rejecting bytes above it keeps every character equally likely.
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    const byte = bytes[i]!;
    if (byte < 248) out += ALPHANUMERIC[byte % 62];
  }
  return out.length === length ? out : out + randomString(length - out.length);
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
