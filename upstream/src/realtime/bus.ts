import { EventEmitter } from 'node:events';
import type { Database } from 'better-sqlite3';
import type { NotificationsRead } from '../../../lib/notifications/schemas';

/**
 * In-process realtime events. Domain code emits here; the realtime server
 * (src/realtime/server.ts) forwards each event to the user's private channel.
 * One bus per database, so several upstreams in one process (tests) stay apart.
 */

/** A stored notification as the domain sees it (serialised for the wire by the realtime server). */
export interface NotificationRecord {
  id: number;
  user_id: number;
  author_id: number | null;
  type: string;
  /** JSON: {message, type, action}. */
  data: string;
  read_at: string | null;
  created_at: string;
}

/** What the clock widget needs to know changed; it refetches its own state. */
export interface ClockStatusPayload {
  user_id: number;
  /** e.g. "clocked_in", "on_break", "clocked_out". */
  status?: string;
  [key: string]: unknown;
}

/** Alerts read in one tab or device; the others follow. */
export type NotificationsReadPayload = NotificationsRead;

interface BusEvents {
  notification: [userId: number, record: NotificationRecord];
  notifications_read: [userId: number, payload: NotificationsReadPayload];
  clock_status: [userId: number, payload: ClockStatusPayload];
}

export class RealtimeBus extends EventEmitter<BusEvents> {
  emitNotification(userId: number, record: NotificationRecord): void {
    this.emit('notification', userId, record);
  }

  emitNotificationsRead(userId: number, payload: NotificationsReadPayload): void {
    this.emit('notifications_read', userId, payload);
  }

  /** Call on every change of a user's clock (in, break, resume, out, correction). */
  emitClockStatus(userId: number, payload: Omit<ClockStatusPayload, 'user_id'> = {}): void {
    this.emit('clock_status', userId, { ...payload, user_id: userId });
  }
}

const buses = new WeakMap<Database, RealtimeBus>();

/** The bus of this upstream: pass its database or its services. */
export function realtimeBus(from: Database | { db: Database }): RealtimeBus {
  const db = 'prepare' in from ? from : from.db;
  let bus = buses.get(db);
  if (!bus) {
    bus = new RealtimeBus();
    bus.setMaxListeners(50);
    buses.set(db, bus);
  }
  return bus;
}

/** Shorthand for `realtimeBus(from).emitClockStatus(userId, payload)`. */
export function emitClockStatus(from: Database | { db: Database }, userId: number, payload: Omit<ClockStatusPayload, 'user_id'> = {}): void {
  realtimeBus(from).emitClockStatus(userId, payload);
}
