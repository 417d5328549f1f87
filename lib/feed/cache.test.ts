import { addLivePost, allPosts, insertPost, unseenOf, prependComment, removeComment, removePost, threadOf, type CommentPages, type FeedPages } from './cache';
import type { FeedComment, FeedPage, FeedPost } from './schemas';

const meta = (total: number, page = 1) => ({ current_page: page, last_page: 2, per_page: 3, from: 1, to: 3, total });
const post = (id: number, is_pinned = false) => ({ id, is_pinned }) as FeedPost;
const page = (posts: FeedPost[], total = 6, number = 1): FeedPage => ({ data: posts, meta: meta(total, number), unseen_count: 0, can_create: true });
const wall = (...pages: FeedPage[]): FeedPages => ({ pages, pageParams: pages.map((_, i) => i + 1) });

describe('cached wall updates', () => {
  it('puts a new post first after the pinned ones and counts it', () => {
    const data = insertPost(wall(page([post(1, true), post(2)]), page([post(3)], 6, 2)), post(9));
    expect(data.pages[0]!.data.map((p) => p.id)).toEqual([1, 9, 2]);
    expect(data.pages.map((p) => p.meta.total)).toEqual([7, 7]);
  });

  it('removes a post wherever it is and lowers the total; an unknown id changes nothing', () => {
    const before = wall(page([post(1), post(2)]), page([post(3)], 6, 2));
    const after = removePost(before, 3);
    expect(allPosts(after).map((p) => p.id)).toEqual([1, 2]);
    expect(after.pages[0]!.meta.total).toBe(5);
    expect(removePost(before, 42)).toBe(before);
  });

  it('adds a live post once, raising my unseen counter only for an acknowledge-required post by someone else', () => {
    const live = (id: number, type: number, author: number) => ({ id, is_pinned: false, type, auth_seen: false, user: { id: author } }) as FeedPost;
    const before = wall(page([post(1, true), post(2)]));
    const asked = addLivePost(before, live(9, 1, 5), 7);
    expect(asked.pages[0]!.data.map((p) => p.id)).toEqual([1, 9, 2]);
    expect(unseenOf(asked)).toBe(1);
    expect(addLivePost(asked, live(9, 1, 5), 7)).toBe(asked);
    expect(unseenOf(addLivePost(before, live(10, 0, 5), 7))).toBe(0);
    expect(unseenOf(addLivePost(before, live(11, 1, 7), 7))).toBe(0);
  });

  it('lists a post shown on two pages once, in its first place', () => {
    expect(allPosts(wall(page([post(1), post(2)]), page([post(2), post(3)], 6, 2))).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('cached threads', () => {
  const comment = (id: number) => ({ id }) as FeedComment;
  const thread = (...pages: FeedComment[][]): CommentPages => ({
    pages: pages.map((data, i) => ({ data, meta: meta(5, i + 1) })),
    pageParams: pages.map((_, i) => i + 1),
  });

  it('reads oldest first from newest-first pages', () => {
    expect(threadOf(thread([comment(5), comment(4)], [comment(3)])).map((c) => c.id)).toEqual([3, 4, 5]);
  });

  it('adds my comment as the newest and takes it away again', () => {
    const added = prependComment(thread([comment(5)]), comment(-1));
    expect(threadOf(added).map((c) => c.id)).toEqual([5, -1]);
    expect(added.pages[0]!.meta.total).toBe(6);
    const removed = removeComment(added, -1);
    expect(threadOf(removed).map((c) => c.id)).toEqual([5]);
    expect(removed.pages[0]!.meta.total).toBe(5);
  });
});
