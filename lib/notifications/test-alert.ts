import type { Notification } from './schemas';

/** Test data: a notification list item as the upstream sends it. */
export function testAlert(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 7,
    author: { name: 'Ava Sinclair', username: 'ava.sinclair', avatar: 'http://up/images/avatars/1.svg' },
    data: { message: 'Please acknowledge the new policy', type: 'feed', action: { kind: 'feed_post', slug: 'new-policy' } },
    is_read: false,
    created_time: '2026-03-10T12:00:00.000Z',
    time: 'just now',
    ...overrides,
  };
}
