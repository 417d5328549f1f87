import { isNotification, isNotificationsRead } from './guards';
import { notificationSchema } from './schemas';
import { testAlert } from './test-alert';

const alert = testAlert();

describe('isNotification', () => {
  it('accepts what the schema accepts, with or without an author', () => {
    expect(notificationSchema.safeParse(alert).success).toBe(true);
    expect(isNotification(alert)).toBe(true);
    expect(isNotification({ ...alert, author: null })).toBe(true);
  });

  // The spec names the action's id, user_id and slug only: an alert of a kind this app does not know
  // still shows (and opens All Alerts); in the list the schema reads its kind as all_alerts.
  it('takes an alert whose action has no kind, or one it does not know', () => {
    const { kind: _kind, ...action } = alert.data.action;
    const withoutKind = { ...alert, data: { ...alert.data, action } };
    const unknownKind = { ...alert, data: { ...alert.data, action: { ...action, kind: 'payroll_ready' } } };
    expect(isNotification(withoutKind)).toBe(true);
    expect(isNotification(unknownKind)).toBe(true);
    expect(notificationSchema.parse(withoutKind).data.action.kind).toBe('all_alerts');
    expect(notificationSchema.parse(unknownKind).data.action.kind).toBe('all_alerts');
  });

  it.each([
    ['null', null],
    ['a string', 'x'],
    ['no id', { ...alert, id: undefined }],
    ['no message', { ...alert, data: { ...alert.data, message: 3 } }],
    ['no action', { ...alert, data: { message: 'x', type: 'y' } }],
    ['a bad author', { ...alert, author: 'Ava' }],
    ['no read flag', { ...alert, is_read: 'no' }],
  ])('refuses %s', (_label, value) => {
    expect(isNotification(value)).toBe(false);
  });
});

describe('isNotificationsRead', () => {
  it('accepts ids or all with a count', () => {
    expect(isNotificationsRead({ ids: [1, 2], total_unread: 3 })).toBe(true);
    expect(isNotificationsRead({ ids: 'all', total_unread: 0 })).toBe(true);
    expect(isNotificationsRead({ ids: ['1'], total_unread: 0 })).toBe(false);
    expect(isNotificationsRead({ ids: 'all', total_unread: -1 })).toBe(false);
    expect(isNotificationsRead({ ids: 'all' })).toBe(false);
  });
});
