import type { InfiniteData } from '@tanstack/react-query';
import type { CommentPage, FeedComment, FeedPage, FeedPost } from './schemas';
import { unseenAfterPublish } from './unseen';

/**
 * Pure updates of the cached feed pages and comment threads, so every screen
 * showing a post (the wall, the shared view) changes together.
 */

export type FeedPages = InfiniteData<FeedPage, unknown>;
export type CommentPages = InfiniteData<CommentPage, unknown>;

type Paged<T extends { id: number }> = { data: T[]; meta: { total: number } };
type Item<P> = P extends Paged<infer T> ? T : never;

/** Applies `update` to the item with `id` on whichever page holds it. */
function mapItem<P extends Paged<{ id: number }>>(data: InfiniteData<P, unknown>, id: number, update: (item: Item<P>) => Item<P>): InfiniteData<P, unknown> {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.map((item) => (item.id === id ? update(item as Item<P>) : item)) })),
  };
}

/** Takes the item with `id` out and counts one less; an unknown id changes nothing. */
function removeItem<P extends Paged<{ id: number }>>(data: InfiniteData<P, unknown>, id: number): InfiniteData<P, unknown> {
  if (!data.pages.some((page) => page.data.some((item) => item.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.filter((item) => item.id !== id),
      meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
    })),
  };
}

export const mapPosts = (data: FeedPages, id: number, update: (post: FeedPost) => FeedPost): FeedPages => mapItem(data, id, update);
export const removePost = (data: FeedPages, id: number): FeedPages => removeItem(data, id);
export const mapComments = (data: CommentPages, id: number, update: (comment: FeedComment) => FeedComment): CommentPages =>
  mapItem(data, id, update);
export const removeComment = (data: CommentPages, id: number): CommentPages => removeItem(data, id);

export function findPost(data: FeedPages | undefined, id: number): FeedPost | undefined {
  for (const page of data?.pages ?? []) {
    const post = page.data.find((item) => item.id === id);
    if (post) return post;
  }
  return undefined;
}

/** A new post goes first after the pinned ones (where the server lists it). */
export function insertPost(data: FeedPages, post: FeedPost): FeedPages {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const at = first.data.findIndex((item) => !item.is_pinned);
  const index = at === -1 ? first.data.length : at;
  const posts = [...first.data.slice(0, index), post, ...first.data.slice(index)];
  const withTotals = (page: FeedPage): FeedPage => ({ ...page, meta: { ...page.meta, total: page.meta.total + 1 } });
  return { ...data, pages: [withTotals({ ...first, data: posts }), ...rest.map(withTotals)] };
}

/**
 * A post published by someone else while the wall is open (a live alert): it
 * joins the list where the server lists it, and an acknowledge-required one
 * raises my unseen counter. Once only: the same alert twice changes nothing.
 */
export function addLivePost(data: FeedPages, post: FeedPost, viewerId: number): FeedPages {
  if (findPost(data, post.id)) return data;
  return setUnseen(insertPost(data, post), unseenAfterPublish(unseenOf(data), post, viewerId));
}

export function setUnseen(data: FeedPages, unseen: number): FeedPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, unseen_count: unseen })) };
}

export function unseenOf(data: FeedPages | undefined): number {
  return data?.pages[0]?.unseen_count ?? 0;
}

/** Each item once, in its first place: an item shows on two pages when others posted meanwhile. */
function uniqueItems<T extends { id: number }>(pages: readonly { data: readonly T[] }[] | undefined): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

export const allPosts = (data: FeedPages | undefined): FeedPost[] => uniqueItems(data?.pages);

type PageMetaLike = { current_page: number; last_page: number; per_page: number };

/** The next page to read, and how many pages before it to read again (`back`). */
export interface PageParam {
  page: number;
  back: number;
}

export const FIRST_PAGE: PageParam = { page: 1, back: 0 };

/**
 * Pages are read by number, so every item taken out of the loaded pages (a
 * delete, a post found gone) moves the server's later items up one place: the
 * next page would start past an item the list never showed. The loaded pages
 * cover the server's first `current_page × per_page` places; fewer distinct
 * items than that is the gap, and the next read takes the pages holding it too
 * (items that also arrived before show once). Items added at the top (a new
 * post, a comment) only repeat items, which show once anyway.
 */
export function nextPageParam<P extends { data: readonly { id: number }[]; meta: PageMetaLike }>(last: P, pages: readonly P[]): PageParam | undefined {
  const { current_page: page, last_page: lastPage, per_page: perPage } = last.meta;
  if (page >= lastPage) return undefined;
  const gap = page * perPage - uniqueItems(pages).length;
  return { page: page + 1, back: gap > 0 ? Math.min(page, Math.ceil(gap / perPage)) : 0 };
}

/** Reads the page a PageParam names, with the pages before it that it asks for again, as one page. */
export async function readPages<P extends { data: readonly unknown[] }>(param: PageParam, read: (page: number) => Promise<P>): Promise<P> {
  if (param.back === 0) return read(param.page);
  const pages = await Promise.all(Array.from({ length: param.back + 1 }, (_, index) => read(param.page - param.back + index)));
  const last = pages[pages.length - 1]!;
  return { ...last, data: pages.flatMap((page) => page.data) };
}

/** Comments arrive newest first; the thread reads oldest first. */
export const threadOf = (data: CommentPages | undefined): FeedComment[] => uniqueItems(data?.pages).reverse();

export function prependComment(data: CommentPages, comment: FeedComment): CommentPages {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, data: [comment, ...first.data], meta: { ...first.meta, total: first.meta.total + 1 } }, ...rest] };
}

export function replaceComment(data: CommentPages, id: number, comment: FeedComment): CommentPages {
  return mapComments(data, id, () => comment);
}
