import type { Database } from 'better-sqlite3';
import { createNotification } from '../domain/notifications';
import type { NotificationAction } from '../../../lib/notifications/schemas';

/**
 * Alerts for the demo people: every action kind, read and unread, spread over
 * the last two weeks, so the dropdown and All Alerts look lived-in. Targets
 * point at seeded records when the other seeds have them (feed posts, leave
 * applications, attendance), else at plausible ids.
 */

interface Planned {
  to: string;
  from: string | null;
  type: string;
  message: string;
  action: NotificationAction;
  hoursAgo: number;
  read: boolean;
}

/** A value from another seed's table, or undefined when that table does not exist (yet). */
function optional<T>(db: Database, sql: string, ...params: unknown[]): T | undefined {
  try {
    return db.prepare(sql).pluck().get(...params) as T | undefined;
  } catch {
    return undefined;
  }
}

/** Seeds the demo's alerts (only those to `onlyTo`, an e-mail, when given); answers how many. */
export function seedNotifications(db: Database, now: Date = new Date(), onlyTo?: string): number {
  const idOf = (email: string) => db.prepare<[string], number>('SELECT id FROM users WHERE email = ?').pluck().get(email);
  const admin = 'admin@crewdesk.test';
  const manager = 'manager@crewdesk.test';
  const employee = 'employee@crewdesk.test';
  const contractor = 'contractor@crewdesk.test';
  const priya = 'priya.raman@crewdesk.test';
  const kenji = 'kenji.watanabe@crewdesk.test';
  const sofia = 'sofia.alvarez@crewdesk.test';
  const mateo = 'mateo.rossi@crewdesk.test';
  const emmaId = idOf(employee);
  const sofiaId = idOf(sofia);
  const mateoId = idOf(mateo);
  const amaraId = idOf('amara.mensah@crewdesk.test');
  if (!emmaId || !sofiaId || !mateoId || !amaraId) return 0;

  const postSlug =
    optional<string>(db, 'SELECT slug FROM feed_posts ORDER BY id LIMIT 1') ??
    optional<string>(db, 'SELECT slug FROM feeds ORDER BY id LIMIT 1') ??
    'updated-remote-work-policy';
  const anyLeaveId = optional<number>(db, 'SELECT id FROM leave_applications ORDER BY id LIMIT 1') ?? 1;
  /** The person's latest application in that status (else their latest, else any): an alert opens the one it speaks of, which its reader may see. */
  const leaveOf = (email: string, status: 'pending' | 'approved') =>
    optional<number>(db, 'SELECT id FROM leave_applications WHERE user_id = ? ORDER BY (status = ?) DESC, id DESC LIMIT 1', idOf(email), status) ?? anyLeaveId;
  const latestAttendance = (userId: number, fallback: number) =>
    optional<number>(db, 'SELECT id FROM attendances WHERE user_id = ? ORDER BY working_date DESC LIMIT 1', userId) ?? fallback;
  const irregularOf = (userId: number, fallback: number) =>
    optional<number>(
      db,
      `SELECT a.id FROM attendances a JOIN attendance_clocks c ON c.attendance_id = a.id
        WHERE a.user_id = ? AND c.approved_at IS NULL AND c.end_date_time IS NOT NULL ORDER BY a.working_date DESC LIMIT 1`,
      userId,
    ) ?? latestAttendance(userId, fallback);
  const unassignedOf = (userId: number, fallback: number) =>
    optional<number>(db, 'SELECT id FROM attendances WHERE user_id = ? AND shift_name IS NULL ORDER BY working_date DESC LIMIT 1', userId) ??
    latestAttendance(userId, fallback);

  const plan: Planned[] = [
    // Emma Novak, employee: self-service alerts.
    { to: employee, from: admin, type: 'feed', message: 'Ava Sinclair posted an announcement that needs your acknowledgement: Updated remote work policy', action: { kind: 'feed_post', slug: postSlug }, hoursAgo: 1, read: false },
    { to: employee, from: manager, type: 'shift', message: 'Your shifts for next week have been published.', action: { kind: 'my_shifts' }, hoursAgo: 5, read: false },
    { to: employee, from: manager, type: 'leave', message: 'Marcus Reed approved your leave application.', action: { kind: 'leave_application', id: leaveOf(employee, 'approved') }, hoursAgo: 26, read: false },
    { to: employee, from: null, type: 'attendance', message: 'Your latest clock-out was flagged as irregular. Please check the entry.', action: { kind: 'irregular_clock_out', id: irregularOf(emmaId, 1), user_id: emmaId }, hoursAgo: 30, read: false },
    { to: employee, from: null, type: 'profile', message: 'It is Priya Raman’s birthday this week. Say happy birthday!', action: { kind: 'profile', user_id: idOf(priya) }, hoursAgo: 50, read: true },
    { to: employee, from: manager, type: 'attendance', message: 'Marcus Reed updated your attendance.', action: { kind: 'attendance_details', id: latestAttendance(emmaId, 1), user_id: emmaId }, hoursAgo: 75, read: true },
    { to: employee, from: null, type: 'attendance', message: 'You clocked in without an assigned shift. A reviewer will choose the shift you worked.', action: { kind: 'unassigned_clock_in', id: unassignedOf(emmaId, 1), user_id: emmaId }, hoursAgo: 98, read: true },
    { to: employee, from: null, type: 'general', message: 'Welcome to Crewdesk! Your alerts will show up here.', action: { kind: 'all_alerts' }, hoursAgo: 330, read: true },

    // Ava Sinclair, administrator: things to review.
    { to: admin, from: sofia, type: 'leave', message: 'Sofia Alvarez applied for leave and is waiting for your review.', action: { kind: 'leave_application', id: leaveOf(sofia, 'pending') }, hoursAgo: 0.5, read: false },
    { to: admin, from: mateo, type: 'attendance', message: 'Mateo Rossi clocked out irregularly (after 14 hours).', action: { kind: 'irregular_clock_out', id: irregularOf(mateoId, 2), user_id: mateoId }, hoursAgo: 3, read: false },
    { to: admin, from: sofia, type: 'attendance', message: 'Sofia Alvarez’s attendance needs your review.', action: { kind: 'attendance_details', id: latestAttendance(sofiaId, 3), user_id: sofiaId }, hoursAgo: 8, read: false },
    { to: admin, from: kenji, type: 'attendance', message: 'Kenji Watanabe clocked in without an assigned shift.', action: { kind: 'unassigned_clock_in', id: unassignedOf(idOf(kenji) ?? 0, 4), user_id: idOf(kenji) }, hoursAgo: 20, read: false },
    { to: admin, from: null, type: 'profile', message: 'Amara Mensah joined the company. Welcome them aboard!', action: { kind: 'profile', user_id: amaraId }, hoursAgo: 45, read: false },
    { to: admin, from: manager, type: 'feed', message: 'Marcus Reed acknowledged your announcement.', action: { kind: 'feed_post', slug: postSlug }, hoursAgo: 52, read: true },
    { to: admin, from: null, type: 'settings', message: 'The attendance calendar cycle closes in 3 days. Review open entries before payroll.', action: { kind: 'calendar_cycle' }, hoursAgo: 96, read: true },
    { to: admin, from: manager, type: 'shift', message: 'Marcus Reed published the shifts for the Operations team.', action: { kind: 'my_shifts' }, hoursAgo: 140, read: true },
    { to: admin, from: priya, type: 'leave', message: 'Priya Raman applied for leave and is waiting for your review.', action: { kind: 'leave_application', id: leaveOf(priya, 'pending') }, hoursAgo: 165, read: true },
    { to: admin, from: null, type: 'profile', message: 'It is Kenji Watanabe’s work anniversary this week.', action: { kind: 'profile', user_id: idOf(kenji) }, hoursAgo: 190, read: true },
    { to: admin, from: sofia, type: 'feed', message: 'Sofia Alvarez acknowledged your announcement.', action: { kind: 'feed_post', slug: postSlug }, hoursAgo: 215, read: true },
    { to: admin, from: mateo, type: 'attendance', message: 'Mateo Rossi’s attendance needs your review.', action: { kind: 'attendance_details', id: latestAttendance(mateoId, 2), user_id: mateoId }, hoursAgo: 240, read: true },
    { to: admin, from: employee, type: 'attendance', message: 'Emma Novak clocked in without an assigned shift.', action: { kind: 'unassigned_clock_in', id: unassignedOf(emmaId, 1), user_id: emmaId }, hoursAgo: 265, read: true },
    { to: admin, from: null, type: 'settings', message: 'The new attendance calendar cycle has started.', action: { kind: 'calendar_cycle' }, hoursAgo: 300, read: true },
    { to: admin, from: null, type: 'general', message: 'Welcome to Crewdesk! Your alerts will show up here.', action: { kind: 'all_alerts' }, hoursAgo: 340, read: true },

    // Marcus Reed, manager: team alerts.
    { to: manager, from: employee, type: 'leave', message: 'Emma Novak applied for leave and is waiting for your review.', action: { kind: 'leave_application', id: leaveOf(employee, 'pending') }, hoursAgo: 2, read: false },
    { to: manager, from: employee, type: 'attendance', message: 'Emma Novak clocked out irregularly.', action: { kind: 'irregular_clock_out', id: irregularOf(emmaId, 1), user_id: emmaId }, hoursAgo: 28, read: false },
    { to: manager, from: admin, type: 'feed', message: 'Ava Sinclair posted an announcement that needs your acknowledgement: Updated remote work policy', action: { kind: 'feed_post', slug: postSlug }, hoursAgo: 1, read: false },
    { to: manager, from: employee, type: 'attendance', message: 'Emma Novak’s attendance needs your review.', action: { kind: 'attendance_details', id: latestAttendance(emmaId, 1), user_id: emmaId }, hoursAgo: 60, read: true },
    { to: manager, from: null, type: 'shift', message: 'Your shifts for next week have been published.', action: { kind: 'my_shifts' }, hoursAgo: 100, read: true },

    // Colin Hart, contractor: a few general ones.
    { to: contractor, from: admin, type: 'feed', message: 'Ava Sinclair posted an announcement that needs your acknowledgement: Updated remote work policy', action: { kind: 'feed_post', slug: postSlug }, hoursAgo: 1, read: false },
    { to: contractor, from: null, type: 'general', message: 'Welcome to Crewdesk! Your alerts will show up here.', action: { kind: 'all_alerts' }, hoursAgo: 200, read: true },
  ];

  /** The reader acknowledged the post already (the feed seed draws who did): the alert asking for it was read then. */
  const acknowledged = (userId: number, action: NotificationAction) =>
    action.kind === 'feed_post' &&
    optional<number>(db, 'SELECT 1 FROM feed_acknowledges a JOIN feed_posts p ON p.id = a.post_id WHERE p.slug = ? AND a.user_id = ?', action.slug, userId) === 1;

  let created = 0;
  for (const item of plan) {
    if (onlyTo !== undefined && item.to !== onlyTo) continue;
    const userId = idOf(item.to);
    if (!userId) continue;
    const at = new Date(now.getTime() - item.hoursAgo * 3_600_000);
    createNotification(db, {
      userId,
      authorId: item.from ? (idOf(item.from) ?? null) : null,
      type: item.type,
      message: item.message,
      action: Object.fromEntries(Object.entries(item.action).filter(([, value]) => value !== undefined)) as NotificationAction,
      createdAt: at,
      readAt: item.read || acknowledged(userId, item.action) ? new Date(at.getTime() + 3_600_000) : undefined,
    });
    created++;
  }
  return created;
}
