import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { normaliseContent } from '../../../lib/feed/content';
import {
  FEED_TYPE,
  LOVE,
  type Acknowledger,
  type FeedComment,
  type FeedPerson,
  type FeedPost,
  type FeedType,
  type ReactResponse,
} from '../../../lib/feed/schemas';
import { avatarUrl } from './users';
import { fileUrl, FileStore, type FileRow } from './files';

/**
 * The feed: posts, per-user acknowledge and Love state, comments. Reads answer
 * the wire shapes of lib/feed/schemas.ts for one viewer (`me`); writes check
 * nothing about permissions (the module does) but keep the counters true.
 */

interface PostRow {
  id: number;
  slug: string;
  user_id: number;
  type: FeedType;
  content: string;
  pinned_at: string | null;
  created_at: string;
  updated_at: string | null;
  first_name: string;
  last_name: string;
  username: string;
  avatar: string | null;
  acknowledges_count: number;
  comments_count: number;
  love_count: number;
  my_love: number;
  my_acknowledge: number;
}

interface CommentRow {
  id: number;
  post_id: number;
  user_id: number;
  content: string;
  created_at: string;
  first_name: string;
  last_name: string;
  username: string;
  avatar: string | null;
  love_count: number;
  my_love: number;
}

export interface PostRef {
  id: number;
  slug: string;
  user_id: number;
  type: FeedType;
}

const POST_SELECT = /* sql */ `
  SELECT p.id, p.slug, p.user_id, p.type, p.content, p.pinned_at, p.created_at, p.updated_at,
         u.first_name, u.last_name, u.username, u.avatar,
         (SELECT COUNT(*) FROM feed_acknowledges a WHERE a.post_id = p.id) AS acknowledges_count,
         (SELECT COUNT(*) FROM feed_comments c WHERE c.post_id = p.id) AS comments_count,
         (SELECT COUNT(*) FROM feed_reactions r WHERE r.post_id = p.id) AS love_count,
         EXISTS (SELECT 1 FROM feed_reactions r WHERE r.post_id = p.id AND r.user_id = @me) AS my_love,
         EXISTS (SELECT 1 FROM feed_acknowledges a WHERE a.post_id = p.id AND a.user_id = @me) AS my_acknowledge
    FROM feed_posts p JOIN users u ON u.id = p.user_id`;

const COMMENT_SELECT = /* sql */ `
  SELECT c.id, c.post_id, c.user_id, c.content, c.created_at, u.first_name, u.last_name, u.username, u.avatar,
         (SELECT COUNT(*) FROM feed_comment_reactions r WHERE r.comment_id = c.id) AS love_count,
         EXISTS (SELECT 1 FROM feed_comment_reactions r WHERE r.comment_id = c.id AND r.user_id = @me) AS my_love
    FROM feed_comments c JOIN users u ON u.id = c.user_id`;

/** Pinned posts first (latest pin first), then newest first. */
const FEED_ORDER = 'ORDER BY (p.pinned_at IS NOT NULL) DESC, p.pinned_at DESC, p.created_at DESC, p.id DESC';

/** "quarterly-all-hands-is-on-x7k2qa": the first words of the post and a random tail. */
export function makeSlug(content: string, tail = randomBytes(4).toString('hex').slice(0, 6)): string {
  const words = normaliseContent(content)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 6)
    .join('-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'post'}-${tail}`;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export class FeedStore {
  readonly files: FileStore;
  private readonly listPage: Statement<{ me: number; limit: number; offset: number }, PostRow>;
  private readonly countLive: Statement<[], number>;
  private readonly byId: Statement<{ me: number; id: number }, PostRow>;
  private readonly bySlug: Statement<{ me: number; slug: string }, PostRow>;
  private readonly ref: Statement<[number], PostRef>;
  private readonly unseen: Statement<{ me: number }, number>;

  constructor(
    private readonly db: Database,
    private readonly publicUrl: () => string,
  ) {
    this.files = new FileStore(db);
    this.listPage = db.prepare(`${POST_SELECT} WHERE p.deleted_at IS NULL ${FEED_ORDER} LIMIT @limit OFFSET @offset`);
    this.countLive = db.prepare<[], number>('SELECT COUNT(*) FROM feed_posts WHERE deleted_at IS NULL').pluck();
    this.byId = db.prepare(`${POST_SELECT} WHERE p.id = @id AND p.deleted_at IS NULL`);
    this.bySlug = db.prepare(`${POST_SELECT} WHERE p.slug = @slug AND p.deleted_at IS NULL`);
    this.ref = db.prepare('SELECT id, slug, user_id, type FROM feed_posts WHERE id = ? AND deleted_at IS NULL');
    this.unseen = db
      .prepare<{ me: number }, number>(
        `SELECT COUNT(*) FROM feed_posts p
          WHERE p.deleted_at IS NULL AND p.type = ${FEED_TYPE.acknowledge} AND p.user_id != @me
            AND NOT EXISTS (SELECT 1 FROM feed_acknowledges a WHERE a.post_id = p.id AND a.user_id = @me)`,
      )
      .pluck();
  }

  private person(row: { user_id: number; first_name: string; last_name: string; username: string; avatar: string | null }): FeedPerson {
    return {
      id: row.user_id,
      name: `${row.first_name} ${row.last_name}`,
      username: row.username,
      avatar: avatarUrl(this.publicUrl(), { id: row.user_id, avatar: row.avatar }),
    };
  }

  private serialize(rows: PostRow[], me: number): FeedPost[] {
    const files = this.files.ofPostIds(rows.map((row) => row.id));
    const base = this.publicUrl();
    return rows.map((row) => {
      const own: FileRow[] = files.get(row.id) ?? [];
      return {
        id: row.id,
        slug: row.slug,
        type: row.type,
        content: row.content,
        created_time: row.created_at,
        updated_time: row.updated_at,
        user: this.person(row),
        is_pinned: row.pinned_at !== null,
        auth_seen: row.type !== FEED_TYPE.acknowledge || row.user_id === me || row.my_acknowledge === 1,
        acknowledges_count: row.acknowledges_count,
        comments_count: row.comments_count,
        photos: own.filter((file) => file.kind === 'photo').map((file) => ({ id: file.id, name: file.name, url: fileUrl(base, file) })),
        attachments: own
          .filter((file) => file.kind === 'attachment')
          .map((file) => ({ id: file.id, name: file.name, url: fileUrl(base, file), size: file.size, mime: file.mime })),
        reactions: { love: row.love_count },
        auth_reaction: row.my_love ? LOVE : null,
      };
    });
  }

  list(me: number, page: number, perPage: number): Page<FeedPost> {
    const rows = this.listPage.all({ me, limit: perPage, offset: (page - 1) * perPage });
    return { rows: this.serialize(rows, me), total: this.countLive.get()! };
  }

  findById(me: number, id: number): FeedPost | undefined {
    const row = this.byId.get({ me, id });
    return row ? this.serialize([row], me)[0] : undefined;
  }

  findBySlug(me: number, slug: string): FeedPost | undefined {
    const row = this.bySlug.get({ me, slug });
    return row ? this.serialize([row], me)[0] : undefined;
  }

  /** A live (not trashed) post's identity, for permission checks. */
  findRef(id: number): PostRef | undefined {
    return this.ref.get(id);
  }

  /** Acknowledge-required posts by others that `me` has not acknowledged. */
  unseenCount(me: number): number {
    return this.unseen.get({ me })!;
  }

  /** Creates (as `savedBy`) or, with `id`, edits a post and settles its files, in one transaction. */
  save(
    savedBy: number,
    input: { id?: number; content: string; type: FeedType; photos: readonly number[]; attachments: readonly number[] },
    now = new Date(),
  ): PostRef {
    return this.db.transaction((): PostRef => {
      const content = normaliseContent(input.content);
      let id = input.id;
      if (id === undefined) {
        id = Number(
          this.db
            .prepare('INSERT INTO feed_posts (slug, user_id, type, content, created_at) VALUES (?, ?, ?, ?, ?)')
            .run(makeSlug(content), savedBy, input.type, content, now.toISOString()).lastInsertRowid,
        );
      } else {
        this.db
          .prepare('UPDATE feed_posts SET type = ?, content = ?, updated_at = ? WHERE id = ?')
          .run(input.type, content, now.toISOString(), id);
      }
      // New files are temporary files of whoever saves: the author, or a manager editing.
      this.files.attach(id, savedBy, 'photo', input.photos, 'photos');
      this.files.attach(id, savedBy, 'attachment', input.attachments, 'attachments');
      return this.findRef(id)!;
    })();
  }

  /** Moves a post to the trash. */
  trash(id: number, now = new Date()): void {
    this.db.prepare('UPDATE feed_posts SET deleted_at = ? WHERE id = ?').run(now.toISOString(), id);
  }

  setPinned(id: number, pinned: boolean, now = new Date()): void {
    this.db.prepare('UPDATE feed_posts SET pinned_at = ? WHERE id = ?').run(pinned ? now.toISOString() : null, id);
  }

  /** Records `me`'s acknowledgement once; answers whether it was new. */
  acknowledge(id: number, me: number, now = new Date()): boolean {
    return this.db.prepare('INSERT OR IGNORE INTO feed_acknowledges (post_id, user_id, created_at) VALUES (?, ?, ?)').run(id, me, now.toISOString())
      .changes > 0;
  }

  acknowledgeCount(id: number): number {
    return this.db.prepare<[number], number>('SELECT COUNT(*) FROM feed_acknowledges WHERE post_id = ?').pluck().get(id)!;
  }

  acknowledgers(id: number, page: number, perPage: number): Page<Acknowledger> {
    const rows = this.db
      .prepare<[number, number, number], { user_id: number; first_name: string; last_name: string; username: string; avatar: string | null; created_at: string }>(
        `SELECT a.user_id, a.created_at, u.first_name, u.last_name, u.username, u.avatar
           FROM feed_acknowledges a JOIN users u ON u.id = a.user_id
          WHERE a.post_id = ? ORDER BY a.created_at DESC, a.user_id LIMIT ? OFFSET ?`,
      )
      .all(id, perPage, (page - 1) * perPage);
    return { rows: rows.map((row) => ({ ...this.person(row), acknowledged_time: row.created_at })), total: this.acknowledgeCount(id) };
  }

  /** Sets or removes `me`'s Love on a post (table feed_reactions, key post_id) or a comment. */
  react(target: 'post' | 'comment', id: number, me: number, remove: boolean, now = new Date()): ReactResponse {
    const [table, key] = target === 'post' ? ['feed_reactions', 'post_id'] : ['feed_comment_reactions', 'comment_id'];
    if (remove) this.db.prepare(`DELETE FROM ${table} WHERE ${key} = ? AND user_id = ?`).run(id, me);
    else this.db.prepare(`INSERT OR IGNORE INTO ${table} (${key}, user_id, type, created_at) VALUES (?, ?, ?, ?)`).run(id, me, LOVE, now.toISOString());
    const love = this.db.prepare<[number], number>(`SELECT COUNT(*) FROM ${table} WHERE ${key} = ?`).pluck().get(id)!;
    return { reactions: { love }, auth_reaction: remove ? null : LOVE };
  }

  private serializeComment(row: CommentRow): FeedComment {
    return {
      id: row.id,
      content: row.content,
      created_time: row.created_at,
      reactions: { love: row.love_count },
      auth_reaction: row.my_love ? LOVE : null,
      user: this.person(row),
    };
  }

  /** Newest first. */
  comments(postId: number, me: number, page: number, perPage: number): Page<FeedComment> {
    const rows = this.db
      .prepare<{ me: number; post: number; limit: number; offset: number }, CommentRow>(
        `${COMMENT_SELECT} WHERE c.post_id = @post ORDER BY c.created_at DESC, c.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ me, post: postId, limit: perPage, offset: (page - 1) * perPage });
    return { rows: rows.map((row) => this.serializeComment(row)), total: this.commentCount(postId) };
  }

  commentCount(postId: number): number {
    return this.db.prepare<[number], number>('SELECT COUNT(*) FROM feed_comments WHERE post_id = ?').pluck().get(postId)!;
  }

  /** A comment whose post is live. */
  findComment(id: number): { id: number; post_id: number; user_id: number } | undefined {
    return this.db
      .prepare<[number], { id: number; post_id: number; user_id: number }>(
        `SELECT c.id, c.post_id, c.user_id FROM feed_comments c JOIN feed_posts p ON p.id = c.post_id
          WHERE c.id = ? AND p.deleted_at IS NULL`,
      )
      .get(id);
  }

  addComment(postId: number, me: number, content: string, now = new Date()): FeedComment {
    const id = Number(
      this.db
        .prepare('INSERT INTO feed_comments (post_id, user_id, content, created_at) VALUES (?, ?, ?, ?)')
        .run(postId, me, normaliseContent(content), now.toISOString()).lastInsertRowid,
    );
    return this.serializeComment(this.db.prepare<{ me: number; id: number }, CommentRow>(`${COMMENT_SELECT} WHERE c.id = @id`).get({ me, id })!);
  }

  deleteComment(id: number): void {
    this.db.prepare('DELETE FROM feed_comments WHERE id = ?').run(id);
  }

  /** Active people other than `except`, for alerts. */
  activePeopleExcept(except: number): number[] {
    return this.db.prepare<[number], number>("SELECT id FROM users WHERE status = 'active' AND id != ? ORDER BY id").pluck().all(except);
  }
}
