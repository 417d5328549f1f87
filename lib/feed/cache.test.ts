import { addLivePost, allPosts, insertPost, nextPageParam, readPages, unseenOf, prependComment, removeComment, removePost, threadOf, type CommentPages, type FeedPages } from './cache';
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

describe('reading the next page after the loaded ones changed', () => {
  // The server's wall: 9 posts, 3 a page. Pages are read by number.
  const server = (ids: number[]) => (number: number): Promise<FeedPage> => {
    const posts = ids.slice((number - 1) * 3, number * 3).map((id) => post(id));
    return Promise.resolve({ data: posts, meta: { current_page: number, last_page: Math.max(1, Math.ceil(ids.length / 3)), per_page: 3, from: null, to: null, total: ids.length }, unseen_count: 0, can_create: true });
  };
  const loaded = async (ids: number[], pages: number) => {
    const read = server(ids);
    const data: FeedPage[] = [];
    for (let number = 1; number <= pages; number += 1) data.push(await read(number));
    return wall(...data);
  };
  const loadNext = async (data: FeedPages, ids: number[]) => {
    const last = data.pages[data.pages.length - 1]!;
    const param = nextPageParam(last, data.pages);
    if (!param) return null;
    return { ...data, pages: [...data.pages, await readPages(param, server(ids))] };
  };

  it('shows the post that moved up onto a loaded page when one there was deleted', async () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const data = removePost(await loaded(ids, 2), 2);
    const left = ids.filter((id) => id !== 2);
    expect(nextPageParam(data.pages[1]!, data.pages)).toEqual({ page: 3, back: 1 });
    const next = await loadNext(data, left);
    expect(allPosts(next!).map((p) => p.id)).toEqual(left);
    expect(next && nextPageParam(next.pages[2]!, next.pages)).toBeUndefined();
  });

  it('reads as many pages back as posts went: four deleted over three-post pages', async () => {
    const ids = Array.from({ length: 12 }, (_, index) => index + 1);
    let data = await loaded(ids, 2);
    for (const id of [1, 2, 4, 5]) data = removePost(data, id);
    const left = ids.filter((id) => ![1, 2, 4, 5].includes(id));
    expect(nextPageParam(data.pages[1]!, data.pages)).toEqual({ page: 3, back: 2 });
    const next = await loadNext(data, left);
    expect(allPosts(next!).map((p) => p.id)).toEqual(left.slice(0, 6 + 2));
  });

  it('reads just the next page when nothing was taken out, or a post was added at the top', async () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const data = await loaded(ids, 1);
    expect(nextPageParam(data.pages[0]!, data.pages)).toEqual({ page: 2, back: 0 });
    const added = insertPost(data, post(10));
    expect(nextPageParam(added.pages[0]!, added.pages)).toEqual({ page: 2, back: 0 });
    const next = await loadNext(added, [10, ...ids]);
    expect(allPosts(next!).map((p) => p.id)).toEqual([10, 1, 2, 3, 4, 5]);
  });
});
