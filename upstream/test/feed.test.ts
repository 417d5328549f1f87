import { notificationPageSchema } from '../../lib/notifications/schemas';
import {
  acknowledgeResponseSchema,
  acknowledgerPageSchema,
  commentDeleteResponseSchema,
  commentPageSchema,
  commentStoreResponseSchema,
  deletePostResponseSchema,
  feedPageSchema,
  feedPostResponseSchema,
  feedStoreResponseSchema,
  feedViewSchema,
  pinResponseSchema,
  reactResponseSchema,
  type FeedPost,
} from '../../lib/feed/schemas';
import { chunkUploadResponseSchema, uploadResponseSchema } from '../../lib/files/schemas';
import { CHUNK_BYTES } from '../../lib/files/checks';
import { FEED_MESSAGES } from '../../lib/messages';
import type { Upstream } from '../src/server';
import { ApiClient, DEMO, signedInClient, startUpstream, type Loose } from './helpers';

let upstream: Upstream;
let ava: ApiClient; // Administrator: create_feed and manage_any_feed
let marcus: ApiClient; // Manager: create_feed only
let emma: ApiClient; // Employee: create_feed
let rita: ApiClient; // Employee
let colin: ApiClient; // Contractor: no permissions

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const signedIn = (email: string) => signedInClient(upstream, email);

const upload = (client: ApiClient, kind: string, name: string, data: Buffer, type?: string) =>
  client.multipart('/application/file/upload/store', { kind }, { name, data, type });

async function list(client: ApiClient, query = '') {
  const res = await client.get(`/feed/list/index${query}`);
  expect(res.status).toBe(200);
  return feedPageSchema.parse(res.body);
}

async function createPost(client: ApiClient, body: Record<string, unknown>): Promise<FeedPost> {
  const res = await client.post('/feed/store', { type: 0, photos: [], attachments: [], ...body });
  expect(res.status).toBe(201);
  return feedStoreResponseSchema.parse(res.body).data;
}

const del = (client: ApiClient, path: string) => client.request('DELETE', path);

beforeAll(async () => {
  upstream = await startUpstream();
  const clients = await Promise.all([DEMO.admin, DEMO.manager, DEMO.employee, DEMO.reset, DEMO.contractor].map(signedIn));
  [ava, marcus, emma, rita, colin] = clients as [ApiClient, ApiClient, ApiClient, ApiClient, ApiClient];
});
afterAll(() => upstream.close());

describe('the seeded wall', () => {
  it('lists pinned posts first, then newest first, paged by rows_per_page', async () => {
    const page = await list(emma);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 });
    expect(page.meta.total).toBeGreaterThan(20);
    const pinned = page.data.filter((post) => post.is_pinned);
    expect(pinned.length).toBe(2);
    expect(page.data.slice(0, 2).every((post) => post.is_pinned)).toBe(true);
    const rest = page.data.slice(2).map((post) => post.created_time);
    expect(rest).toEqual([...rest].sort().reverse());
    const second = await list(emma, '?page=2');
    expect(second.meta).toMatchObject({ current_page: 2, from: 11 });
    expect(second.data.some((post) => page.data.some((first) => first.id === post.id))).toBe(false);
  });

  it('has photos, attachments, long threads and per-user acknowledge state', async () => {
    const all = (await list(emma, '?per_page=100')).data;
    expect(all.some((post) => post.photos.length >= 5)).toBe(true);
    expect(all.some((post) => post.attachments.some((file) => file.mime === 'application/pdf'))).toBe(true);
    expect(all.some((post) => post.comments_count > 20)).toBe(true);
    const acknowledgeRequired = all.filter((post) => post.type === 1);
    expect(acknowledgeRequired.length).toBe(3);
    expect(acknowledgeRequired.filter((post) => !post.auth_seen).length).toBe(2);
    expect((await list(emma)).unseen_count).toBe(2);
    expect(all.every((post) => post.type === 1 || post.auth_seen)).toBe(true);
  });

  it('tells who may post', async () => {
    expect((await list(colin)).can_create).toBe(false);
    expect((await list(emma)).can_create).toBe(true);
    expect((await list(marcus)).can_create).toBe(true);
    expect((await list(ava)).can_create).toBe(true);
  });

  it('needs a session', async () => {
    expect((await new ApiClient(upstream.url).get('/feed/list/index')).status).toBe(401);
  });

  it('opens a post by its slug, and answers 404 for an unknown one', async () => {
    const [first] = (await list(emma)).data;
    const res = await emma.get(`/feed/view/${first!.slug}`);
    const view = feedViewSchema.parse(res.body);
    expect(view.data.id).toBe(first!.id);
    expect(view.comments.meta).toMatchObject({ current_page: 1, per_page: 10, total: first!.comments_count });
    expect(view.comments.data.length).toBe(Math.min(10, first!.comments_count));
    expect((await emma.get('/feed/view/no-such-post')).status).toBe(404);
  });

  it('serves photos inline and attachments as downloads, safely', async () => {
    const all = (await list(emma, '?per_page=100')).data;
    const photo = all.flatMap((post) => post.photos)[0]!;
    const attachment = all.flatMap((post) => post.attachments)[0]!;
    const image = await fetch(photo.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    const file = await fetch(attachment.url);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(Number(file.headers.get('content-length'))).toBe(attachment.size);
    expect((await fetch(`${upstream.url}/files/not-a-token/x.pdf`)).status).toBe(404);
    // A photo's address does not serve it as a download, nor the other way round.
    expect((await fetch(photo.url.replace('/images/feed/', '/files/'))).status).toBe(404);
  });
});

describe('posting', () => {
  it('refuses people without create_feed', async () => {
    const res = await colin.post('/feed/store', { content: 'Hi', type: 0, photos: [], attachments: [] });
    expect(res.status).toBe(403);
  });

  it('lets the seeded Employee role post on the company wall', async () => {
    const res = await emma.post('/feed/store', { content: 'Hello from engineering', type: 0, photos: [], attachments: [] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ content: 'Hello from engineering', user: { username: 'emma.novak' } });
  });

  it('requires some content and keeps it within bounds', async () => {
    const empty = await ava.post('/feed/store', { content: '   ', type: 0, photos: [], attachments: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.content).toEqual([FEED_MESSAGES.postEmpty]);
    const long = await ava.post('/feed/store', { content: 'x'.repeat(5001), type: 0, photos: [], attachments: [] });
    expect(long.status).toBe(422);
    expect(long.body.errors.content[0]).toMatch(/5000 characters/);
    expect((await ava.post('/feed/store', { content: 'x', type: 3, photos: [], attachments: [] })).status).toBe(422);
  });

  it('publishes a post with an uploaded photo and a chunked attachment, stored as text', async () => {
    const photo = uploadResponseSchema.parse((await upload(ava, 'photo', 'team.png', PNG, 'image/png')).body).data;
    expect(photo).toMatchObject({ kind: 'photo', mime: 'image/png', size: PNG.length });

    const data = Buffer.alloc(CHUNK_BYTES * 2 + 100, 'a');
    const total = 3;
    let uploadId: string | undefined;
    let done: Loose;
    for (let index = 0; index < total; index++) {
      const fields: Record<string, string> = { chunk_index: String(index), total_chunks: String(total), name: 'minutes.txt', size: String(data.length), kind: 'attachment' };
      if (uploadId) fields.upload_id = uploadId;
      const res = await ava.multipart('/application/file/chunk-upload/store', fields, { name: 'blob', data: data.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES) });
      const body = chunkUploadResponseSchema.parse(res.body);
      uploadId = body.upload_id;
      done = body;
      expect(body.done).toBe(index === total - 1);
    }
    expect(done.data).toMatchObject({ kind: 'attachment', name: 'minutes.txt', size: data.length, mime: 'text/plain' });

    const content = 'Look <img src=x onerror=alert(1)> at <script>alert(2)</script> this';
    const post = await createPost(ava, { content, photos: [photo.id], attachments: [done.data.id] });
    expect(post.content).toBe(content);
    expect(post.photos).toEqual([{ id: photo.id, name: 'team.png', url: photo.url }]);
    expect(post.attachments[0]).toMatchObject({ id: done.data.id, size: data.length });
    expect(post.slug).toMatch(/^look-img-srcx/);

    const page = await list(emma);
    expect(page.data.find((item) => !item.is_pinned)!.id).toBe(post.id);
    const downloaded = await fetch(post.attachments[0]!.url);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(data)).toBe(true);
    // A file belongs to one post: it cannot be reused.
    const reuse = await ava.post('/feed/store', { content: 'again', type: 0, photos: [photo.id], attachments: [] });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors.photos).toEqual([FEED_MESSAGES.fileMissing]);
  });

  it('checks uploads for type and size', async () => {
    const fake = await upload(ava, 'photo', 'cat.png', Buffer.from('<html><script>alert(1)</script>'), 'image/png');
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file).toEqual([FEED_MESSAGES.photoType('cat.png')]);
    const exe = await upload(ava, 'attachment', 'setup.exe', Buffer.from('MZ'));
    expect(exe.body.errors.file).toEqual([FEED_MESSAGES.attachmentType('setup.exe')]);
    const huge = await ava.multipart('/application/file/chunk-upload/store',
      { chunk_index: '0', total_chunks: '30', name: 'film.pdf', size: String(11 * 1024 * 1024), kind: 'attachment' },
      { name: 'blob', data: Buffer.alloc(10) },
    );
    expect(huge.status).toBe(422);
    expect(huge.body.errors.file).toEqual([FEED_MESSAGES.tooLarge('film.pdf', '10 MB')]);
    const outOfOrder = await ava.multipart('/application/file/chunk-upload/store',
      { chunk_index: '1', total_chunks: '2', name: 'a.txt', size: '20', kind: 'attachment' },
      { name: 'blob', data: Buffer.alloc(10) },
    );
    expect(outOfOrder.status).toBe(422);
    expect((await upload(ava, 'video', 'a.txt', Buffer.from('x'))).status).toBe(422);
  });

  it('deletes a temporary file for its uploader only', async () => {
    const file = uploadResponseSchema.parse((await upload(marcus, 'attachment', 'draft.txt', Buffer.from('draft'))).body).data;
    expect((await del(ava, `/application/temporary/file/${file.id}/delete`)).status).toBe(404);
    expect((await del(marcus, `/application/temporary/file/${file.id}/delete`)).status).toBe(200);
    expect((await del(marcus, `/application/temporary/file/${file.id}/delete`)).status).toBe(404);
    const reuse = await marcus.post('/feed/store', { content: 'x', type: 0, photos: [], attachments: [file.id] });
    expect(reuse.status).toBe(422);
  });

  it('lets the author edit through edit/{user_id} and store with id, and keeps others out', async () => {
    const photo = uploadResponseSchema.parse((await upload(marcus, 'photo', 'a.png', PNG)).body).data;
    const post = await createPost(marcus, { content: 'Draft', photos: [photo.id] });
    const edit = await marcus.get(`/feed/${post.id}/edit/${post.user.id}`);
    expect(feedPostResponseSchema.parse(edit.body).data.content).toBe('Draft');
    expect((await marcus.get(`/feed/${post.id}/edit/${post.user.id + 1}`)).status).toBe(404);
    expect((await emma.get(`/feed/${post.id}/edit/${post.user.id}`)).status).toBe(403);

    const saved = await marcus.post('/feed/store', { id: post.id, content: 'Final text', type: 0, photos: [], attachments: [] });
    expect(saved.status).toBe(200);
    const updated = feedStoreResponseSchema.parse(saved.body).data;
    expect(updated).toMatchObject({ id: post.id, slug: post.slug, content: 'Final text', photos: [] });
    expect(updated.updated_time).not.toBeNull();
    expect((await fetch(photo.url)).status).toBe(404);

    expect((await emma.post('/feed/store', { id: post.id, content: 'mine now', type: 0, photos: [], attachments: [] })).status).toBe(403);
    // manage_any_feed edits anyone's post.
    expect((await ava.post('/feed/store', { id: post.id, content: 'Edited by HR', type: 0, photos: [], attachments: [] })).status).toBe(200);
  });
});

describe('acknowledging', () => {
  it('marks the post seen, raises the count, lowers my unseen counter and lists me', async () => {
    const post = await createPost(ava, { content: 'Please acknowledge the new security policy', type: 1 });
    const before = await list(rita);
    const mine = before.data.find((item) => item.id === post.id)!;
    expect(mine.auth_seen).toBe(false);

    const res = await rita.post(`/feed/${post.id}/feed-acknowledges/store`);
    const body = acknowledgeResponseSchema.parse(res.body);
    expect(body).toMatchObject({ auth_seen: true, acknowledges_count: 1, unseen_count: before.unseen_count - 1 });
    // Acknowledging again changes nothing.
    expect(acknowledgeResponseSchema.parse((await rita.post(`/feed/${post.id}/feed-acknowledges/store`)).body)).toMatchObject({
      acknowledges_count: 1,
      unseen_count: before.unseen_count - 1,
    });
    const after = await list(rita);
    expect(after.data.find((item) => item.id === post.id)).toMatchObject({ auth_seen: true, acknowledges_count: 1 });

    const who = acknowledgerPageSchema.parse((await ava.get(`/feed/${post.id}/feed-acknowledges/users`)).body);
    expect(who.data.map((person) => person.username)).toEqual(['rita.quinn']);
    expect(who.meta.total).toBe(1);
  });

  it('answers the alert that asked for it: read once acknowledged, the other alerts left as they are', async () => {
    const post = await createPost(ava, { content: 'Please read the new travel policy', type: 1 });
    const alertsOf = async () => notificationPageSchema.parse((await rita.get('/notifications/view/index?per_page=50')).body);
    const before = await alertsOf();
    const asking = before.data.find((alert) => alert.data.message.includes('the new travel policy'))!;
    expect(asking.is_read).toBe(false);

    await rita.post(`/feed/${post.id}/feed-acknowledges/store`);
    const after = await alertsOf();
    expect(after.data.find((alert) => alert.id === asking.id)!.is_read).toBe(true);
    expect(after.total_unread).toBe(before.total_unread - 1);
    expect(after.data.filter((alert) => alert.id !== asking.id).map((alert) => alert.is_read)).toEqual(
      before.data.filter((alert) => alert.id !== asking.id).map((alert) => alert.is_read),
    );
  });

  it('refuses posts that do not ask for it, and the author’s own', async () => {
    const plain = (await list(emma)).data.find((post) => post.type === 0)!;
    const res = await emma.post(`/feed/${plain.id}/feed-acknowledges/store`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(FEED_MESSAGES.notAcknowledgeable);
    const own = await createPost(ava, { content: 'Mine', type: 1 });
    expect((await ava.post(`/feed/${own.id}/feed-acknowledges/store`)).body.message).toBe(FEED_MESSAGES.ownPost);
  });

  it('alerts every other active person when an acknowledge-required post is published', async () => {
    const count = () => upstream.db.prepare<[string], number>("SELECT COUNT(*) FROM notifications WHERE data LIKE ?").pluck();
    const post = await createPost(ava, { content: 'Read me: travel policy', type: 1 });
    const rows = upstream.db
      .prepare<[string], { user_id: number; data: string }>('SELECT user_id, data FROM notifications WHERE data LIKE ?')
      .all(`%${post.slug}%`);
    const active = upstream.db.prepare<[], number>("SELECT COUNT(*) FROM users WHERE status = 'active'").pluck().get()!;
    expect(rows.length).toBe(active - 1);
    expect(rows.some((row) => row.user_id === post.user.id)).toBe(false);
    expect(JSON.parse(rows[0]!.data)).toMatchObject({ type: 'feed', action: { kind: 'feed_post', slug: post.slug } });
    // A plain post alerts nobody.
    const plain = await createPost(ava, { content: 'Plain news' });
    expect(count().get(`%${plain.slug}%`)).toBe(0);
  });
});

describe('deleting, pinning and reacting', () => {
  it('moves a post to the trash (owner or manage_any_feed), lowering the unseen counter when it was unseen', async () => {
    const post = await createPost(marcus, { content: 'Acknowledge me, then I vanish', type: 1 });
    const before = (await list(emma)).unseen_count;
    expect((await del(emma, `/feed/${post.id}/delete/${post.user.id}`)).status).toBe(403);
    expect((await del(ava, `/feed/${post.id}/delete/${post.user.id + 100}`)).status).toBe(404);
    const res = await del(marcus, `/feed/${post.id}/delete/${post.user.id}`);
    expect(deletePostResponseSchema.parse(res.body).message).toBe('The post has been moved to the trash.');
    expect((await list(emma)).unseen_count).toBe(before - 1);
    // Every call on a trashed post is a 404.
    expect((await emma.get(`/feed/view/${post.slug}`)).status).toBe(404);
    expect((await emma.post(`/feed/${post.id}/feed-reacts/store`, { type: 'love' })).status).toBe(404);
    expect((await emma.post(`/feed/${post.id}/feed-acknowledges/store`)).status).toBe(404);
    expect((await emma.get(`/feed/${post.id}/feed-comments/index`)).status).toBe(404);
    expect((await emma.post(`/feed/${post.id}/feed-comments/store`, { content: 'hi' })).status).toBe(404);
    expect((await del(marcus, `/feed/${post.id}/delete/${post.user.id}`)).status).toBe(404);
  });

  it('pins and unpins with is_remove, for manage_any_feed only', async () => {
    const post = await createPost(marcus, { content: 'Pin me' });
    expect((await marcus.post(`/feed/${post.id}/pin-feed`, { is_remove: false })).status).toBe(403);
    expect(pinResponseSchema.parse((await ava.post(`/feed/${post.id}/pin-feed`, { is_remove: false })).body).is_pinned).toBe(true);
    expect((await list(emma)).data[0]).toMatchObject({ id: post.id, is_pinned: true });
    expect(pinResponseSchema.parse((await ava.post(`/feed/${post.id}/pin-feed`, { is_remove: true })).body).is_pinned).toBe(false);
    expect((await list(emma)).data.find((item) => item.id === post.id)!.is_pinned).toBe(false);
  });

  it('sets and removes my Love, idempotently', async () => {
    const post = await createPost(marcus, { content: 'React to me' });
    const love = () => emma.post(`/feed/${post.id}/feed-reacts/store`, { type: 'love' });
    expect(reactResponseSchema.parse((await love()).body)).toEqual({ reactions: { love: 1 }, auth_reaction: 'love' });
    expect(reactResponseSchema.parse((await love()).body)).toEqual({ reactions: { love: 1 }, auth_reaction: 'love' });
    expect(reactResponseSchema.parse((await rita.post(`/feed/${post.id}/feed-reacts/store`, { type: 'love' })).body).reactions.love).toBe(2);
    const removed = await emma.post(`/feed/${post.id}/feed-reacts/store`, { type: 'love', is_remove: true });
    expect(reactResponseSchema.parse(removed.body)).toEqual({ reactions: { love: 1 }, auth_reaction: null });
    expect((await emma.post(`/feed/${post.id}/feed-reacts/store`, { type: 'like' })).status).toBe(422);
    const seenByRita = (await list(rita)).data.find((item) => item.id === post.id)!;
    expect(seenByRita).toMatchObject({ reactions: { love: 1 }, auth_reaction: 'love' });
  });
});

describe('comments', () => {
  it('pages a long thread newest first', async () => {
    const thread = (await list(emma, '?per_page=100')).data.find((post) => post.comments_count > 20)!;
    const first = commentPageSchema.parse((await emma.get(`/feed/${thread.id}/feed-comments/index`)).body);
    expect(first.meta).toMatchObject({ per_page: 10, total: thread.comments_count, current_page: 1 });
    const times = first.data.map((comment) => comment.created_time);
    expect(times).toEqual([...times].sort().reverse());
    const last = commentPageSchema.parse((await emma.get(`/feed/${thread.id}/feed-comments/index?page=${first.meta.last_page}`)).body);
    expect(last.data.length).toBe(thread.comments_count - (first.meta.last_page - 1) * 10);
  });

  it('adds (at most 250 characters), reacts and deletes with the right people', async () => {
    const post = await createPost(marcus, { content: 'Comment on me' });
    const tooLong = await emma.post(`/feed/${post.id}/feed-comments/store`, { content: 'x'.repeat(251) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.content).toEqual(['The content field must not be greater than 250 characters.']);
    expect((await emma.post(`/feed/${post.id}/feed-comments/store`, { content: '  ' })).status).toBe(422);

    const added = commentStoreResponseSchema.parse((await emma.post(`/feed/${post.id}/feed-comments/store`, { content: '<b>Nice</b>' })).body);
    expect(added).toMatchObject({ comments_count: 1, data: { content: '<b>Nice</b>', user: { username: 'emma.novak' } } });
    const comment = added.data;

    const loved = reactResponseSchema.parse((await rita.post(`/feed/${comment.id}/comment-reacts/store`, { type: 'love' })).body);
    expect(loved).toEqual({ reactions: { love: 1 }, auth_reaction: 'love' });
    const page = commentPageSchema.parse((await rita.get(`/feed/${post.id}/feed-comments/index`)).body);
    expect(page.data[0]).toMatchObject({ id: comment.id, reactions: { love: 1 }, auth_reaction: 'love' });

    const path = (user: number) => `/feed/${post.id}/feed-comments/delete/${comment.id}/${user}`;
    expect((await del(rita, path(comment.user.id))).status).toBe(403);
    expect((await del(emma, path(comment.user.id + 1))).status).toBe(404);
    expect(commentDeleteResponseSchema.parse((await del(emma, path(comment.user.id))).body).comments_count).toBe(0);
    expect((await del(emma, path(comment.user.id))).status).toBe(404);

    const another = commentStoreResponseSchema.parse((await rita.post(`/feed/${post.id}/feed-comments/store`, { content: 'Off topic' })).body).data;
    expect((await del(ava, `/feed/${post.id}/feed-comments/delete/${another.id}/${another.user.id}`)).status).toBe(200);
    expect((await list(emma)).data.find((item) => item.id === post.id)!.comments_count).toBe(0);
  });
});
