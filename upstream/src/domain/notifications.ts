import type { Database } from 'better-sqlite3';
import type { Notification, NotificationAction, NotificationActionKind } from '../../../lib/notifications/schemas';
import { timeAgo } from '../../../lib/date-time/relative';
import { realtimeBus, type NotificationRecord } from '../realtime/bus';
import { avatarUrl, fullName } from './users';
import { channelsOf, type ChannelSettings, type NotificationEvent } from '../../../lib/notifications/events';
import { Outbox } from './outbox';
import { SettingsStore } from './settings';

/**
 * Alerts: the `notifications` table (src/db/schema-notifications.ts). Domain
 * code calls createNotification(); the row is stored and, once committed,
 * pushed to the user's private realtime channel.
 */

export type { NotificationAction, NotificationActionKind, NotificationRecord };

export interface NewNotification {
  /** Who receives it. */
  userId: number;
  /** Who caused it (shown with name and avatar); omit for system alerts. */
  authorId?: number | null;
  /** A short category, e.g. "feed", "shift", "attendance", "leave". */
  type: string;
  message: string;
  /** Where the alert leads. For `profile`, `username` is filled from `user_id` when omitted. */
  action: NotificationAction;
  /** Defaults to now; the seed back-dates. */
  createdAt?: Date;
  /** Seed only: store as already read at this time. */
  readAt?: Date;
  /**
   * The event (lib/notifications/events.ts) whose alert setup decides the
   * channels: no in-app alert when it is off, an e-mail when it is on, and no
   * browser notification when web push is off. Without one: in-app only.
   */
  event?: NotificationEvent;
}

type Source = Database | { db: Database };
const dbOf = (from: Source): Database => ('prepare' in from ? from : from.db);

const COLUMNS = 'id, user_id, author_id, type, data, read_at, created_at';

function resolveAction(db: Database, action: NotificationAction): NotificationAction {
  if (action.kind === 'profile' && !action.username && action.user_id !== undefined) {
    const username = db.prepare<[number], string>('SELECT username FROM users WHERE id = ?').pluck().get(action.user_id);
    if (username) return { ...action, username };
  }
  return action;
}

function insert(db: Database, input: NewNotification, webPush = true): NotificationRecord {
  const data = JSON.stringify({ message: input.message, type: input.type, action: resolveAction(db, input.action), ...(webPush ? {} : { web_push: false }) });
  const createdAt = (input.createdAt ?? new Date()).toISOString();
  const readAt = input.readAt ? input.readAt.toISOString() : null;
  return db
    .prepare<[number, number | null, string, string, string | null, string], NotificationRecord>(
      `INSERT INTO notifications (user_id, author_id, type, data, read_at, created_at) VALUES (?, ?, ?, ?, ?, ?)
       RETURNING ${COLUMNS}`,
    )
    .get(input.userId, input.authorId ?? null, input.type, data, readAt, createdAt)!;
}

/**
 * Pushes after the surrounding transaction (if any) has settled, and only rows
 * that still exist: a rolled-back notification is never announced.
 */
function publishLater(db: Database, records: NotificationRecord[]): void {
  if (records.length === 0) return;
  queueMicrotask(() => {
    if (!db.open) return;
    // Ids are reused after a rollback, so the whole row must match.
    const exists = db
      .prepare<[number, number, string, string], number>('SELECT 1 FROM notifications WHERE id = ? AND user_id = ? AND created_at = ? AND data = ?')
      .pluck();
    const bus = realtimeBus(db);
    for (const record of records) {
      if (exists.get(record.id, record.user_id, record.created_at, record.data)) bus.emitNotification(record.user_id, record);
    }
  });
}

/** The event's channels as the alert setup has them now. */
function channelsFor(db: Database, event: NotificationEvent | undefined): ChannelSettings {
  if (!event) return { in_app: true, email: false, web_push: true };
  return channelsOf(new SettingsStore(db).get().notification_settings)[event];
}

/** The e-mail channel: one mail per person, with the alert's text. */
function mailAlert(db: Database, userIds: readonly number[], message: string): void {
  const address = db.prepare<[number], string>("SELECT email FROM users WHERE id = ? AND status = 'active'").pluck();
  const outbox = new Outbox(db);
  for (const userId of userIds) {
    const to = address.get(userId);
    if (to) outbox.send(to, { subject: message.length > 80 ? `${message.slice(0, 79)}…` : message, body: `${message}\n\nOpen Crewdesk to see it.` });
  }
}

/** Stores one alert for `userId` and pushes it live (as its event's alert setup says). Safe inside a transaction. Null when the in-app channel is off. */
export function createNotification(from: Source, input: NewNotification & { event?: undefined }): NotificationRecord;
export function createNotification(from: Source, input: NewNotification): NotificationRecord | null;
export function createNotification(from: Source, input: NewNotification): NotificationRecord | null {
  const db = dbOf(from);
  const channels = channelsFor(db, input.event);
  if (channels.email && !input.readAt) mailAlert(db, [input.userId], input.message);
  if (!channels.in_app) return null;
  const record = insert(db, input, channels.web_push);
  if (!input.readAt) publishLater(db, [record]);
  return record;
}

/** The same alert for several people (e.g. everyone but the author), in one transaction. */
export function createNotifications(
  from: Source,
  userIds: readonly number[],
  input: Omit<NewNotification, 'userId'>,
): NotificationRecord[] {
  const db = dbOf(from);
  const channels = channelsFor(db, input.event);
  if (channels.email && !input.readAt) mailAlert(db, userIds, input.message);
  if (!channels.in_app) return [];
  const records = db.transaction(() => userIds.map((userId) => insert(db, { ...input, userId }, channels.web_push)))();
  if (!input.readAt) publishLater(db, records);
  return records;
}

export function unreadCount(from: Source, userId: number): number {
  return dbOf(from)
    .prepare<[number], number>('SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL')
    .pluck()
    .get(userId)!;
}

export interface NotificationPageRows {
  rows: NotificationRecord[];
  total: number;
}

/** Newest first. */
export function listNotifications(from: Source, userId: number, page: number, perPage: number): NotificationPageRows {
  const db = dbOf(from);
  const total = db.prepare<[number], number>('SELECT COUNT(*) FROM notifications WHERE user_id = ?').pluck().get(userId)!;
  const rows = db
    .prepare<[number, number, number], NotificationRecord>(
      `SELECT ${COLUMNS} FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, perPage, (page - 1) * perPage);
  return { rows, total };
}

/** Marks one of the user's alerts read; false when it is not theirs (or does not exist). */
export function markNotificationRead(from: Source, userId: number, id: number, now: Date = new Date()): boolean {
  const db = dbOf(from);
  const owned = db.prepare<[number, number], number>('SELECT 1 FROM notifications WHERE id = ? AND user_id = ?').pluck().get(id, userId);
  if (!owned) return false;
  db.prepare('UPDATE notifications SET read_at = ? WHERE id = ? AND read_at IS NULL').run(now.toISOString(), id);
  return true;
}

/** Marks read the user's unread alerts that lead to this post (acted on, they have done what they asked); answers their ids. */
export function markPostAlertsRead(from: Source, userId: number, slug: string, now: Date = new Date()): number[] {
  const db = dbOf(from);
  const ids = db
    .prepare<[number, string], number>(
      "SELECT id FROM notifications WHERE user_id = ? AND read_at IS NULL AND json_extract(data, '$.action.kind') = 'feed_post' AND json_extract(data, '$.action.slug') = ?",
    )
    .pluck()
    .all(userId, slug);
  const mark = db.prepare('UPDATE notifications SET read_at = ? WHERE id = ?');
  for (const id of ids) mark.run(now.toISOString(), id);
  return ids;
}

export function markAllNotificationsRead(from: Source, userId: number, now: Date = new Date()): number {
  return dbOf(from).prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(now.toISOString(), userId)
    .changes;
}

interface AuthorRow {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  avatar: string | null;
}

/** The wire shape (lib/notifications/schemas.ts `notificationSchema`). */
export function serializeNotification(from: Source, publicUrl: string, record: NotificationRecord, now: Date = new Date()): Notification {
  const db = dbOf(from);
  const author =
    record.author_id === null
      ? undefined
      : db.prepare<[number], AuthorRow>('SELECT id, first_name, last_name, username, avatar FROM users WHERE id = ?').get(record.author_id);
  return {
    id: record.id,
    author: author ? { name: fullName(author), username: author.username, avatar: avatarUrl(publicUrl, author) } : null,
    data: JSON.parse(record.data) as Notification['data'],
    is_read: record.read_at !== null,
    created_time: record.created_at,
    time: timeAgo(new Date(record.created_at), now),
  };
}
