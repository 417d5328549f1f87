import { FEED_MESSAGES } from '../messages';
import type { FileKind } from './schemas';

/**
 * What may be uploaded, checked in the browser before sending and again by the
 * reference upstream. The spec names the rules (size in KB, mimes, ext, image)
 * but not their values: these are ours.
 */

const MB = 1024 * 1024;

export interface UploadRule {
  maxBytes: number;
  maxCount: number;
  /** Lower-case extensions without the dot, each with the type the file is served as. */
  types: Readonly<Record<string, string>>;
}

export const UPLOAD_RULES: Readonly<Record<FileKind, UploadRule>> = {
  photo: {
    maxBytes: 5 * MB,
    maxCount: 10,
    types: { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' },
  },
  attachment: {
    maxBytes: 10 * MB,
    maxCount: 5,
    types: {
      pdf: 'application/pdf',
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xls: 'application/vnd.ms-excel',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ppt: 'application/vnd.ms-powerpoint',
      pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      odt: 'application/vnd.oasis.opendocument.text',
      ods: 'application/vnd.oasis.opendocument.spreadsheet',
      txt: 'text/plain',
      csv: 'text/csv',
      zip: 'application/zip',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      png: 'image/png',
    },
  },
};

/** Files up to this size go in one request; larger ones in chunks of CHUNK_BYTES. */
export const CHUNKED_FROM_BYTES = 1 * MB;
export const CHUNK_BYTES = 512 * 1024;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The type a file of this kind is stored and served as, or null when the kind does not allow it. */
export function servedTypeOf(name: string, kind: FileKind): string | null {
  return UPLOAD_RULES[kind].types[extensionOf(name)] ?? null;
}

/** The file picker's accept list for a kind: ".pdf,.docx,…". */
export const acceptOf = (kind: FileKind) => Object.keys(UPLOAD_RULES[kind].types).map((extension) => `.${extension}`).join(',');

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / MB;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/**
 * The message for a file that may not be uploaded as `kind`, or null when it
 * may. A photo's browser type must agree with its extension when the browser
 * gives one.
 */
export function checkUpload(file: { name: string; size: number; type?: string }, kind: FileKind): string | null {
  const rule = UPLOAD_RULES[kind];
  const served = servedTypeOf(file.name, kind);
  const typeMessage = kind === 'photo' ? FEED_MESSAGES.photoType(file.name) : FEED_MESSAGES.attachmentType(file.name);
  if (!served) return typeMessage;
  if (kind === 'photo' && file.type && file.type !== served && !(file.type === 'image/jpg' && served === 'image/jpeg')) return typeMessage;
  if (file.size <= 0) return FEED_MESSAGES.emptyFile(file.name);
  if (file.size > rule.maxBytes) return FEED_MESSAGES.tooLarge(file.name, formatBytes(rule.maxBytes));
  return null;
}

/** The message when `adding` more files of `kind` would pass the per-post limit, or null. */
export function checkCount(kind: FileKind, current: number, adding: number): string | null {
  const { maxCount } = UPLOAD_RULES[kind];
  if (current + adding <= maxCount) return null;
  return kind === 'photo' ? FEED_MESSAGES.tooManyPhotos(maxCount) : FEED_MESSAGES.tooManyAttachments(maxCount);
}

export function chunkCountOf(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_BYTES));
}

/** Magic numbers of the photo types: an upload claiming to be a photo must be one. */
export function sniffPhotoType(head: Uint8Array): string | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && head[8] === 0x57 && head[9] === 0x45 && head[10] === 0x42 && head[11] === 0x50) return 'image/webp';
  return null;
}
