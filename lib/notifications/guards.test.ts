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
