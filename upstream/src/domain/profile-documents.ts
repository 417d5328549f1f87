import type { Database } from 'better-sqlite3';
import type { FileRow } from './files';

/**
 * Documents of an employee profile: uploaded files and web links. A file
 * document holds an uploaded file, so the file stays while the document does
 * and goes with it.
 */

export type DocumentKind = 'file' | 'link';

export interface DocumentRow {
  id: number;
  user_id: number;
  kind: DocumentKind;
  name: string;
  url: string | null;
  file_id: number | null;
  created_at: string;
}

export type FileDocumentRow = DocumentRow & { file: Pick<FileRow, 'token' | 'name' | 'kind' | 'mime' | 'size'>; attachment_type_id: number | null; attachment_type_name: string | null };

const FILE_COLUMNS =
  'd.id, d.user_id, d.kind, d.name, d.url, d.file_id, d.created_at, d.attachment_type_id, t.name AS attachment_type_name, f.token, f.name AS file_name, f.kind AS file_kind, f.mime, f.size';
type FileJoinRow = DocumentRow & { attachment_type_id: number | null; attachment_type_name: string | null; token: string; file_name: string; file_kind: FileRow['kind']; mime: string; size: number };
const withFile = ({ token, file_name, file_kind, mime, size, ...row }: FileJoinRow): FileDocumentRow => ({ ...row, file: { token, name: file_name, kind: file_kind, mime, size } });

export class ProfileDocumentStore {
  constructor(private readonly db: Database) {}

  /** A person's file documents, newest first, each with its file. */
  files(userId: number): FileDocumentRow[] {
    return this.db
      .prepare<[number], FileJoinRow>(`SELECT ${FILE_COLUMNS} FROM profile_documents d JOIN files f ON f.id = d.file_id LEFT JOIN attachment_types t ON t.id = d.attachment_type_id WHERE d.user_id = ? AND d.kind = 'file' ORDER BY d.id DESC`)
      .all(userId)
      .map(withFile);
  }

  /** A person's link documents, newest first. */
  links(userId: number): DocumentRow[] {
    return this.db.prepare<[number], DocumentRow>("SELECT id, user_id, kind, name, url, file_id, created_at FROM profile_documents WHERE user_id = ? AND kind = 'link' ORDER BY id DESC").all(userId);
  }

  /** Keeps an uploaded file as a document of the person, of a document type or none. */
  addFile(userId: number, name: string, fileId: number, addedBy: number | null, now = new Date(), attachmentTypeId: number | null = null): FileDocumentRow {
    const id = Number(
      this.db
        .prepare("INSERT INTO profile_documents (user_id, kind, name, file_id, added_by, created_at, attachment_type_id) VALUES (?, 'file', ?, ?, ?, ?, ?)")
        .run(userId, name, fileId, addedBy, now.toISOString(), attachmentTypeId).lastInsertRowid,
    );
    return this.files(userId).find((row) => row.id === id)!;
  }

  addLink(userId: number, name: string, url: string, addedBy: number | null, now = new Date()): DocumentRow {
    const id = Number(
      this.db
        .prepare("INSERT INTO profile_documents (user_id, kind, name, url, added_by, created_at) VALUES (?, 'link', ?, ?, ?, ?)")
        .run(userId, name, url, addedBy, now.toISOString()).lastInsertRowid,
    );
    return this.links(userId).find((row) => row.id === id)!;
  }

  /** Deletes one of the person's documents of that kind, with its file; false when there is none. */
  delete(userId: number, kind: DocumentKind, id: number): boolean {
    return this.db.transaction(() => {
      const row = this.db.prepare<[number, number, string], DocumentRow>('SELECT * FROM profile_documents WHERE id = ? AND user_id = ? AND kind = ?').get(id, userId, kind);
      if (!row) return false;
      this.db.prepare('DELETE FROM profile_documents WHERE id = ?').run(id);
      if (row.file_id !== null) this.db.prepare('DELETE FROM files WHERE id = ?').run(row.file_id);
      return true;
    })();
  }
}
