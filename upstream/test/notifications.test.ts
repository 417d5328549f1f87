import { authorizationSchema } from '../../lib/auth/schemas';
import {
  NOTIFICATION_ACTION_KINDS,
  notificationPageSchema,
  notificationReadSchema,
  userChannel,
  type Notification,
} from '../../lib/notifications/schemas';
import { createNotification, createNotifications, unreadCount } from '../src/domain/notifications';
import { realtimeBus } from '../src/realtime/bus';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, startUpstream, type Loose } from './helpers';

let upstream: Upstream;
let emma: ApiClient;
let ava: ApiClient;
let emmaId: number;
let avaId: number;

beforeAll(async () => {
  upstream = await startUpstream();
  emma = new ApiClient(upstream.url);
  ava = new ApiClient(upstream.url);
  expect((await emma.login(DEMO.employee)).status).toBe(200);
  expect((await ava.login(DEMO.admin)).status).toBe(200);
  const idOf = (email: string) => upstream.db.prepare<[string], number>('SELECT id FROM users WHERE email = ?').pluck().get(email)!;
  emmaId = idOf(DEMO.employee);
  avaId = idOf(DEMO.admin);
});
afterAll(() => upstream.close());

const page = (client: ApiClient, query = '') => client.get(`/notifications/view/index${query}`);
const totalNotification = async (client: ApiClient) => authorizationSchema.parse((await client.get('/authorization')).body).author!.total_notification;

describe('GET /notifications/view/index', () => {
  it('needs a session', async () => {
    const guest = await new ApiClient(upstream.url).begin();
    expect((await page(guest)).status).toBe(401);
  });

  it('pages the user’s own alerts, newest first, in the shape the app reads', async () => {
    const res = await page(emma, '?per_page=5&page=1');
    expect(res.status).toBe(200);
    const body = notificationPageSchema.parse(res.body);
    expect(body.data).toHaveLength(5);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 5, from: 1, to: 5 });
    expect(body.meta.total).toBe(upstream.db.prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ?').pluck().get(emmaId));
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 5));
    const times = body.data.map((item) => Date.parse(item.created_time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.total_unread).toBe(unreadCount(upstream.db, emmaId));

    const second = notificationPageSchema.parse((await page(emma, '?per_page=5&page=2')).body);
    expect(second.meta).toMatchObject({ current_page: 2, from: 6 });
    const ids = new Set(body.data.map((item) => item.id));
    expect(second.data.some((item) => ids.has(item.id))).toBe(false);
  });

  it('answers an empty page past the end and ignores nonsense paging', async () => {
    const past = notificationPageSchema.parse((await page(emma, '?per_page=5&page=99')).body);
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 99, from: null, to: null });
    const odd = notificationPageSchema.parse((await page(emma, '?per_page=abc&page=-3')).body);
    expect(odd.meta.current_page).toBe(1);
    expect(odd.meta.per_page).toBe(10);
  });

  it('seeds read and unread alerts for the demo people with every action kind', async () => {
    const kinds = new Set<string>();
    for (const client of [emma, ava]) {
      const body = notificationPageSchema.parse((await page(client, '?per_page=100')).body);
      expect(body.data.some((item) => item.is_read)).toBe(true);
      expect(body.data.some((item) => !item.is_read)).toBe(true);
      for (const item of body.data) kinds.add(item.data.action.kind);
    }
    expect([...kinds].sort()).toEqual([...NOTIFICATION_ACTION_KINDS].sort());
    const emmaAlerts = notificationPageSchema.parse((await page(emma, '?per_page=100')).body).data;
    const birthday = emmaAlerts.find((item) => item.data.action.kind === 'profile')!;
    expect(birthday.data.action).toMatchObject({ username: 'priya.raman' });
    const fromAva = emmaAlerts.find((item) => item.author?.username === 'ava.sinclair')!;
    expect(fromAva.author).toEqual({ name: 'Ava Sinclair', username: 'ava.sinclair', avatar: `${upstream.url}/images/avatars/${avaId}.svg` });
  });
});

it('seeds an alert asking for an acknowledgement as read for whoever acknowledged the post, unread for the rest', () => {
  const asks = upstream.db
    .prepare(
      `SELECT n.user_id, n.read_at IS NOT NULL AS was_read,
              EXISTS (SELECT 1 FROM feed_acknowledges a JOIN feed_posts p ON p.id = a.post_id
                       WHERE p.slug = json_extract(n.data, '$.action.slug') AND a.user_id = n.user_id) AS acknowledged
         FROM notifications n
        WHERE json_extract(n.data, '$.action.kind') = 'feed_post' AND json_extract(n.data, '$.message') LIKE '%needs your acknowledgement%'`,
    )
    .all() as { user_id: number; was_read: number; acknowledged: number }[];
  // The demo's readers of the announcement: some acknowledged it (the draw), some did not.
  expect(new Set(asks.map((ask) => ask.acknowledged)).size).toBe(2);
  for (const ask of asks) expect({ user: ask.user_id, read: ask.was_read }).toEqual({ user: ask.user_id, read: ask.acknowledged });
});

describe('reading alerts', () => {
  it('marks one read, lowers the unread count, and refuses other people’s alerts', async () => {
    const before = await totalNotification(emma);
    expect(before).toBeGreaterThan(0);
    const unread = notificationPageSchema.parse((await page(emma, '?per_page=100')).body).data.find((item) => !item.is_read)!;

    const res = await emma.get(`/notifications/read-item/${unread.id}`);
    expect(res.status).toBe(200);
    expect(notificationReadSchema.parse(res.body).total_unread).toBe(before - 1);
    expect(await totalNotification(emma)).toBe(before - 1);
    // Reading it again changes nothing.
    expect(notificationReadSchema.parse((await emma.get(`/notifications/read-item/${unread.id}`)).body).total_unread).toBe(before - 1);

    expect((await ava.get(`/notifications/read-item/${unread.id}`)).status).toBe(404);
    expect((await emma.get('/notifications/read-item/not-a-number')).status).toBe(404);
  });

  it('marks all read', async () => {
    expect(await totalNotification(ava)).toBeGreaterThan(0);
    const res = await ava.get('/notifications/read-items/all');
    expect(notificationReadSchema.parse(res.body)).toMatchObject({ total_unread: 0 });
    expect(await totalNotification(ava)).toBe(0);
    const body = notificationPageSchema.parse((await page(ava, '?per_page=100')).body);
    expect(body.data.every((item) => item.is_read)).toBe(true);
    expect(body.total_unread).toBe(0);
  });

  it('announces reads on the bus so the user’s other tabs follow', async () => {
    const seen: unknown[] = [];
    const listener = (userId: number, payload: unknown) => seen.push([userId, payload]);
    realtimeBus(upstream.db).on('notifications_read', listener);
    try {
      const record = createNotification(upstream.db, { userId: emmaId, type: 'general', message: 'x', action: { kind: 'all_alerts' } });
      const total = unreadCount(upstream.db, emmaId);
      await emma.get(`/notifications/read-item/${record.id}`);
      await emma.get('/notifications/read-items/all');
      expect(seen).toEqual([
        [emmaId, { ids: [record.id], total_unread: total - 1 }],
        [emmaId, { ids: 'all', total_unread: 0 }],
      ]);
    } finally {
      realtimeBus(upstream.db).off('notifications_read', listener);
    }
  });
});

describe('the dev reseed', () => {
  it('gives one user back the seeded alerts, unread as seeded, and leaves everyone else\'s alone', async () => {
    const emmaBefore = notificationPageSchema.parse((await page(emma, '?per_page=50')).body).meta.total;
    createNotification(upstream.db, { userId: avaId, authorId: null, type: 'general', message: 'One more', action: { kind: 'all_alerts' } });
    expect((await ava.get('/notifications/read-items/all')).status).toBe(200);
    expect(await totalNotification(ava)).toBe(0);

    const res = await fetch(`${upstream.url}/__dev/notifications/reseed`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin }),
    });
    const { created } = (await res.json()) as { created: number };
    // Ava's seeded alerts: fifteen, read and unread (e2e/alerts.spec.ts pages through them).
    expect(created).toBe(15);
    const after = notificationPageSchema.parse((await page(ava, '?per_page=50')).body);
    expect(after.meta.total).toBe(15);
    expect(after.data.some((alert) => alert.data.message === 'One more')).toBe(false);
    expect(await totalNotification(ava)).toBeGreaterThan(0);
    expect(notificationPageSchema.parse((await page(emma, '?per_page=50')).body).meta.total).toBe(emmaBefore);
  });
});

describe('createNotification', () => {
  it('stores the alert, raises the count and pushes it on the bus once committed', async () => {
    const pushed: [number, number][] = [];
    const listener = (userId: number, record: { id: number }) => pushed.push([userId, record.id]);
    realtimeBus(upstream.db).on('notification', listener);
    try {
      const before = await totalNotification(emma);
      const record = createNotification(upstream, {
        userId: emmaId,
        authorId: avaId,
        type: 'feed',
        message: 'Ava Sinclair posted an announcement',
        action: { kind: 'feed_post', slug: 'hello-team' },
      });
      expect(pushed).toEqual([]);
      await Promise.resolve();
      expect(pushed).toEqual([[emmaId, record.id]]);
      expect(await totalNotification(emma)).toBe(before + 1);
      const first = notificationPageSchema.parse((await page(emma, '?per_page=1')).body).data[0] as Notification;
      expect(first).toMatchObject({
        id: record.id,
        is_read: false,
        time: 'just now',
        data: { message: 'Ava Sinclair posted an announcement', type: 'feed', action: { kind: 'feed_post', slug: 'hello-team' } },
        author: { username: 'ava.sinclair' },
      });
    } finally {
      realtimeBus(upstream.db).off('notification', listener);
    }
  });

  it('never announces an alert whose transaction rolled back', async () => {
    const pushed: number[] = [];
    const listener = (_userId: number, record: { id: number }) => pushed.push(record.id);
    realtimeBus(upstream.db).on('notification', listener);
    try {
      const db = upstream.db;
      expect(() =>
        db.transaction(() => {
          createNotification(db, { userId: emmaId, type: 'general', message: 'rolled back', action: { kind: 'all_alerts' } });
          throw new Error('abort');
        })(),
      ).toThrow('abort');
      const records = createNotifications(db, [emmaId, avaId], { type: 'general', message: 'to both', action: { kind: 'all_alerts' } });
      await Promise.resolve();
      expect(pushed).toEqual(records.map((record) => record.id));
      expect(db.prepare("SELECT COUNT(*) FROM notifications WHERE data LIKE '%rolled back%'").pluck().get()).toBe(0);
    } finally {
      realtimeBus(upstream.db).off('notification', listener);
    }
  });
});

describe('POST /broadcasting/auth', () => {
  const auth = (client: ApiClient, channel: string, options: { xsrf?: boolean } = {}) =>
    client.post('/broadcasting/auth', { channel_name: channel, socket_id: 'abc#1' }, options);

  it('lets a user subscribe to their own private channel only', async () => {
    const own = await auth(emma, userChannel(emmaId));
    expect(own.status).toBe(200);
    expect(own.body as Loose).toBe(true);
    expect((await auth(emma, userChannel(avaId))).status).toBe(403);
    expect((await auth(emma, 'private-something-else')).status).toBe(403);
  });

  it('needs a session, the XSRF token and a channel name', async () => {
    const guest = await new ApiClient(upstream.url).begin();
    expect((await auth(guest, userChannel(emmaId))).status).toBe(401);
    expect((await auth(emma, userChannel(emmaId), { xsrf: false })).status).toBe(419);
    expect((await emma.post('/broadcasting/auth', {})).status).toBe(422);
  });
});
