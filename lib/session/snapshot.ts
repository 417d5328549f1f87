import { ROUTE_PERMISSIONS } from '@/lib/routes';

/**
 * The compact permission snapshot kept in the session cookie: one bit per
 * permission any route needs, base64url-encoded, prefixed with a short
 * fingerprint of the permission list so a deploy that changes the table makes
 * old snapshots stale instead of misread.
 */

const VERSION = fingerprint(ROUTE_PERMISSIONS.join(','));

function fingerprint(text: string): string {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0).toString(36).slice(0, 4);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function encodeSnapshot(permissions: Iterable<string>, universe: readonly string[] = ROUTE_PERMISSIONS): string {
  const held = new Set(permissions);
  const bytes = new Uint8Array(Math.ceil(universe.length / 8));
  universe.forEach((permission, index) => {
    if (held.has(permission)) bytes[index >> 3]! |= 1 << (index & 7);
  });
  return `${universe === ROUTE_PERMISSIONS ? VERSION : fingerprint(universe.join(','))}.${toBase64Url(bytes)}`;
}

/** The permissions in a snapshot, or null when it is missing, malformed or from another route table. */
export function decodeSnapshot(snapshot: string | undefined, universe: readonly string[] = ROUTE_PERMISSIONS): Set<string> | null {
  if (!snapshot) return null;
  const [version, data] = snapshot.split('.');
  const expected = universe === ROUTE_PERMISSIONS ? VERSION : fingerprint(universe.join(','));
  if (version !== expected || data === undefined) return null;
  let bytes: Uint8Array;
  try {
    bytes = fromBase64Url(data);
  } catch {
    return null;
  }
  const held = new Set<string>();
  universe.forEach((permission, index) => {
    if ((bytes[index >> 3] ?? 0) & (1 << (index & 7))) held.add(permission);
  });
  return held;
}
