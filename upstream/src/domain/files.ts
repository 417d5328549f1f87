import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { checkUpload, servedTypeOf, sniffPhotoType } from '../../../lib/files/checks';
import type { FileKind, UploadedFile } from '../../../lib/files/schemas';
import { FEED_MESSAGES } from '../../../lib/messages';
import { validationFailed } from '../http/respond';

/**
 * Uploaded files (the `files` table). An upload is a temporary file of its
 * uploader until a post is stored with its id; then it belongs to the post.
 * Photos are served inline under /images/feed/, attachments as downloads under
 * /files/, both at an unguessable token.
 */

export interface FileRow {
  id: number;
  token: string;
  user_id: number;
  kind: FileKind;
  name: string;
  mime: string;
  size: number;
  post_id: number | null;
  position: number;
  created_at: string;
}

export interface UploadRow {
  id: string;
  user_id: number;
  kind: FileKind;
  name: string;
  size: number;
  total_chunks: number;
  received: number;
}

const COLUMNS = 'id, token, user_id, kind, name, mime, size, post_id, position, created_at';
/** A file is temporary while neither a post, a profile document nor a leave application holds it. */
const TEMPORARY =
  'post_id IS NULL AND id NOT IN (SELECT file_id FROM profile_documents WHERE file_id IS NOT NULL) AND id NOT IN (SELECT file_id FROM leave_application_files)';
/** Temporary files and unfinished uploads older than this are dropped. */
const TEMPORARY_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_CHUNKS = 200;

export const newToken = () => randomBytes(18).toString('base64url');

/** Keeps a file name printable and path-free. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001F\u007F"]/g, '').trim().slice(-180);
  return clean || 'file';
}

export function fileUrl(publicUrl: string, file: Pick<FileRow, 'kind' | 'token' | 'name'>): string {
  const root = file.kind === 'photo' ? 'images/feed' : 'files';
  return `${publicUrl}/${root}/${file.token}/${encodeURIComponent(file.name)}`;
}

export function serializeFile(publicUrl: string, file: FileRow): UploadedFile {
  return { id: file.id, kind: file.kind, name: file.name, size: file.size, mime: file.mime, url: fileUrl(publicUrl, file) };
}

const refuse = (field: string, message: string) => validationFailed({ [field]: [message] });

/** The type a file is stored as, after the rules of its kind and, for photos, its first bytes. */
export function acceptedType(name: string, kind: FileKind, data: Buffer, field = 'file'): string {
  const problem = checkUpload({ name, size: data.length }, kind);
  if (problem) throw refuse(field, problem);
  if (kind === 'photo') {
    const sniffed = sniffPhotoType(data.subarray(0, 16));
    if (!sniffed) throw refuse(field, FEED_MESSAGES.photoType(name));
    return sniffed;
  }
  return servedTypeOf(name, kind)!;
}

export class FileStore {
  private readonly insert: Statement;
  private readonly byId: Statement<[number], FileRow>;
  private readonly byToken: Statement<[string], FileRow & { data: Buffer }>;
  private readonly ofPosts: Statement<[string], FileRow>;
  private readonly dropTemporary: Statement<[number, number]>;
  private readonly expire: Statement<[string]>;
  private readonly temporaryOf: Statement<[number, number], FileRow>;
  private readonly expireUploads: Statement<[string]>;

  constructor(private readonly db: Database) {
    this.insert = db.prepare(
      `INSERT INTO files (token, user_id, kind, name, mime, size, data, post_id, position, created_at)
       VALUES (@token, @user_id, @kind, @name, @mime, @size, @data, @post_id, @position, @created_at)`,
    );
    this.byId = db.prepare(`SELECT ${COLUMNS} FROM files WHERE id = ?`);
    this.byToken = db.prepare(`SELECT ${COLUMNS}, data FROM files WHERE token = ?`);
    this.ofPosts = db.prepare(
      `SELECT ${COLUMNS} FROM files WHERE post_id IN (SELECT value FROM json_each(?)) ORDER BY post_id, kind, position, id`,
    );
    this.dropTemporary = db.prepare(`DELETE FROM files WHERE id = ? AND user_id = ? AND ${TEMPORARY}`);
    this.expire = db.prepare(`DELETE FROM files WHERE ${TEMPORARY} AND created_at < ?`);
    this.temporaryOf = db.prepare(`SELECT ${COLUMNS} FROM files WHERE id = ? AND user_id = ? AND ${TEMPORARY}`);
    this.expireUploads = db.prepare('DELETE FROM file_uploads WHERE created_at < ?');
  }

  /** Stores a file; temporary unless `postId` is given (the seed attaches directly). */
  create(input: { userId: number; kind: FileKind; name: string; mime: string; data: Buffer; postId?: number; position?: number; now?: Date }): FileRow {
    const id = Number(
      this.insert.run({
        token: newToken(),
        user_id: input.userId,
        kind: input.kind,
        name: cleanFileName(input.name),
        mime: input.mime,
        size: input.data.length,
        data: input.data,
        post_id: input.postId ?? null,
        position: input.position ?? 0,
        created_at: (input.now ?? new Date()).toISOString(),
      }).lastInsertRowid,
    );
    return this.byId.get(id)!;
  }

  /** A checked upload in one request: a temporary file of the uploader. */
  upload(userId: number, kind: FileKind, name: string, data: Buffer): FileRow {
    this.sweep();
    const clean = cleanFileName(name);
    const mime = acceptedType(clean, kind, data);
    return this.create({ userId, kind, name: clean, mime, data });
  }

  /**
   * One chunk of a chunked upload. The first chunk (no upload id) declares the
   * name, kind, size and chunk count and is checked like a whole upload would
   * be; chunks must then arrive in order. The last one makes the temporary file.
   */
  chunk(
    userId: number,
    input: { uploadId?: string; index: number; total: number; name: string; size: number; kind: FileKind; data: Buffer },
  ): { uploadId: string; received: number; file: FileRow | null } {
    return this.db.transaction(() => {
      let upload: (UploadRow & { data: Buffer }) | undefined;
      if (!input.uploadId) {
        if (input.index !== 0) throw refuse('chunk_index', 'The first chunk must have index 0.');
        this.sweep();
        const name = cleanFileName(input.name);
        const problem = checkUpload({ name, size: input.size }, input.kind);
        if (problem) throw refuse('file', problem);
        if (!Number.isInteger(input.total) || input.total < 1 || input.total > MAX_CHUNKS) {
          throw refuse('total_chunks', `The total chunks field must be between 1 and ${MAX_CHUNKS}.`);
        }
        const id = newToken();
        this.db
          .prepare('INSERT INTO file_uploads (id, user_id, kind, name, size, total_chunks, received, data, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)')
          .run(id, userId, input.kind, name, input.size, input.total, Buffer.alloc(0), new Date().toISOString());
        upload = { id, user_id: userId, kind: input.kind, name, size: input.size, total_chunks: input.total, received: 0, data: Buffer.alloc(0) };
      } else {
        upload = this.db
          .prepare<[string, number], UploadRow & { data: Buffer }>('SELECT * FROM file_uploads WHERE id = ? AND user_id = ?')
          .get(input.uploadId, userId);
        if (!upload) throw refuse('upload_id', 'The upload has expired. Please upload the file again.');
      }
      if (input.index !== upload.received) throw refuse('chunk_index', `Expected chunk ${upload.received}.`);
      const data = Buffer.concat([upload.data, input.data]);
      if (data.length > upload.size) throw refuse('file', 'The chunks are larger than the declared file size.');
      const received = upload.received + 1;
      if (received < upload.total_chunks) {
        this.db.prepare('UPDATE file_uploads SET data = ?, received = ? WHERE id = ?').run(data, received, upload.id);
        return { uploadId: upload.id, received, file: null };
      }
      this.db.prepare('DELETE FROM file_uploads WHERE id = ?').run(upload.id);
      if (data.length !== upload.size) throw refuse('file', 'The upload is incomplete. Please upload the file again.');
      const mime = acceptedType(upload.name, upload.kind, data);
      const file = this.create({ userId, kind: upload.kind, name: upload.name, mime, data });
      return { uploadId: upload.id, received, file };
    })();
  }

  /** Deletes one of the user's temporary files; false when there is none with that id. */
  deleteTemporary(userId: number, id: number): boolean {
    return this.dropTemporary.run(id, userId).changes > 0;
  }

  /** One of the user's temporary files, if `id` is one. */
  temporary(userId: number, id: number): FileRow | undefined {
    return this.temporaryOf.get(id, userId);
  }

  find(id: number): FileRow | undefined {
    return this.byId.get(id);
  }

  /** A stored file with its bytes, by its public token. */
  findByToken(token: string): (FileRow & { data: Buffer }) | undefined {
    return this.byToken.get(token);
  }

  /** The files of several posts, each post's in kind and position order. */
  ofPostIds(postIds: readonly number[]): Map<number, FileRow[]> {
    const byPost = new Map<number, FileRow[]>();
    if (postIds.length === 0) return byPost;
    for (const row of this.ofPosts.all(JSON.stringify(postIds))) {
      const list = byPost.get(row.post_id!) ?? [];
      list.push(row);
      byPost.set(row.post_id!, list);
    }
    return byPost;
  }

  /**
   * Makes `ids` the post's files of `kind`, in that order: each must be the
   * post's already or a temporary file of `userId` of that kind (else 422 on
   * `field`); the post's other files of that kind are deleted.
   */
  attach(postId: number, userId: number, kind: FileKind, ids: readonly number[], field: string): void {
    const unique = [...new Set(ids)];
    const rows = unique.map((id) => this.byId.get(id));
    for (const row of rows) {
      const usable = row && row.kind === kind && (row.post_id === postId || (row.post_id === null && this.temporary(userId, row.id)));
      if (!usable) throw refuse(field, FEED_MESSAGES.fileMissing);
    }
    this.db
      .prepare(`DELETE FROM files WHERE post_id = ? AND kind = ? AND id NOT IN (SELECT value FROM json_each(?))`)
      .run(postId, kind, JSON.stringify(unique));
    const place = this.db.prepare('UPDATE files SET post_id = ?, position = ? WHERE id = ?');
    unique.forEach((id, position) => place.run(postId, position, id));
  }

  /** Drops abandoned temporary files and uploads. */
  private sweep(now = Date.now()): void {
    const before = new Date(now - TEMPORARY_TTL_MS).toISOString();
    this.expire.run(before);
    this.expireUploads.run(before);
  }
}
