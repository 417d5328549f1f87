import { CHUNKED_FROM_BYTES, formatBytes, sniffPhotoType } from '../files/checks';

/**
 * The onboarding avatar: one small image, checked in the browser before it is
 * sent and again by the reference upstream (which also reads its first bytes).
 * The spec names the rules (size in KB, image) but not their values: these are ours.
 */

/** One file sent whole: within the BFF's multipart body cap (lib/security/body-limit.ts). */
export const AVATAR_MAX_BYTES = CHUNKED_FROM_BYTES;
export const AVATAR_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
export const AVATAR_ACCEPT = Object.values(AVATAR_TYPES).filter((type, index, all) => all.indexOf(type) === index).join(',');

export const AVATAR_MESSAGES = {
  type: 'Please choose a JPG, PNG, GIF or WebP image.',
  tooLarge: `The image must be at most ${formatBytes(AVATAR_MAX_BYTES)}.`,
  empty: 'The image is empty.',
} as const;

/** The message for a file that may not be an avatar, or null (name, size and the browser's type). */
export function checkAvatar(file: { name: string; size: number; type?: string }): string | null {
  const dot = file.name.lastIndexOf('.');
  const served = dot > 0 ? AVATAR_TYPES[file.name.slice(dot + 1).toLowerCase()] : undefined;
  if (!served) return AVATAR_MESSAGES.type;
  if (file.type && file.type !== served && !(file.type === 'image/jpg' && served === 'image/jpeg')) return AVATAR_MESSAGES.type;
  if (file.size <= 0) return AVATAR_MESSAGES.empty;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}

/** The stored type of an avatar's bytes, or null when they are not one of the image types. */
export function avatarTypeOf(data: Uint8Array): string | null {
  return sniffPhotoType(data.subarray(0, 16));
}
