import { matchRoute } from '@/lib/routes';
import { NOTIFICATION_ACTION_KINDS, type NotificationAction, type NotificationActionKind } from './schemas';
import { ALL_ALERTS_ROUTE, alertHref } from './targets';

const complete: Record<NotificationActionKind, [NotificationAction, string]> = {
  calendar_cycle: [{ kind: 'calendar_cycle' }, '/settings/time/generic-setup'],
  profile: [{ kind: 'profile', user_id: 7, username: 'priya.raman' }, '/people/profile/view/priya.raman'],
  leave_application: [{ kind: 'leave_application', id: 42 }, '/leave/application/view/42'],
  my_shifts: [{ kind: 'my_shifts' }, '/time/shift/view-my-shifts'],
  attendance_details: [{ kind: 'attendance_details', id: 9, user_id: 3 }, '/time/details/view/9/3'],
  irregular_clock_out: [{ kind: 'irregular_clock_out', id: 9, user_id: 3 }, '/time/details/view/9/3?review=irregular'],
  unassigned_clock_in: [{ kind: 'unassigned_clock_in', id: 11, user_id: 3 }, '/time/details/view/11/3?review=unassigned'],
  feed_post: [{ kind: 'feed_post', slug: 'updated-remote-work-policy' }, '/feed/view/updated-remote-work-policy'],
  all_alerts: [{ kind: 'all_alerts' }, '/notification/all'],
};

describe('alertHref', () => {
  it.each(NOTIFICATION_ACTION_KINDS.map((kind) => [kind, ...complete[kind]] as const))('%s → %s', (_kind, action, href) => {
    expect(alertHref(action)).toBe(href);
  });

  it.each(NOTIFICATION_ACTION_KINDS)('%s leads to a protected route of the app', (kind) => {
    const path = alertHref(complete[kind][0]).split('?')[0]!;
    expect(matchRoute(path)?.route).toMatchObject({ access: 'protected' });
  });

  it.each([
    { kind: 'profile', user_id: 7 },
    { kind: 'leave_application' },
    { kind: 'attendance_details', id: 9 },
    { kind: 'irregular_clock_out', user_id: 3 },
    { kind: 'unassigned_clock_in' },
    { kind: 'feed_post' },
  ] as NotificationAction[])('falls back to All Alerts when $kind lacks its fields', (action) => {
    expect(alertHref(action)).toBe(ALL_ALERTS_ROUTE);
  });

  // The spec names the action's id, user_id and slug, not its kind: an alert of a kind this app does not know opens All Alerts.
  it('opens All Alerts for a live alert whose kind is missing or unknown', () => {
    expect(alertHref({ id: 9 } as unknown as NotificationAction)).toBe(ALL_ALERTS_ROUTE);
    expect(alertHref({ kind: 'payroll_ready', id: 9 } as unknown as NotificationAction)).toBe(ALL_ALERTS_ROUTE);
  });

  it('encodes path segments', () => {
    expect(alertHref({ kind: 'feed_post', slug: 'a/b c' })).toBe('/feed/view/a%2Fb%20c');
    expect(alertHref({ kind: 'profile', username: 'o’neil' })).toBe('/people/profile/view/o%E2%80%99neil');
  });
});
