import { FEED_TYPE } from './model';
import type { FeedPost } from './schemas';

/**
 * My unseen counter (spec part 1 §4 and §9): acknowledge-required posts by
 * others that I have not acknowledged. Acknowledging one, or its deletion while
 * unseen, lowers it; it is shown capped at the page size.
 */

type CountedPost = Pick<FeedPost, 'type' | 'auth_seen'> & { user: Pick<FeedPost['user'], 'id'> };

export function isUnseen(post: CountedPost, viewerId: number): boolean {
  return post.type === FEED_TYPE.acknowledge && !post.auth_seen && post.user.id !== viewerId;
}

/** The counter after I acknowledge `post` (unchanged when it was already seen). */
export function unseenAfterAcknowledge(count: number, post: CountedPost, viewerId: number): number {
  return isUnseen(post, viewerId) ? Math.max(0, count - 1) : count;
}

/** The counter after `post` is deleted: an unseen one no longer waits for me. */
export function unseenAfterDelete(count: number, post: CountedPost, viewerId: number): number {
  return isUnseen(post, viewerId) ? Math.max(0, count - 1) : count;
}

/** The counter after someone else publishes an acknowledge-required post I have not seen. */
export function unseenAfterPublish(count: number, post: CountedPost, viewerId: number): number {
  return isUnseen(post, viewerId) ? count + 1 : count;
}

export interface UnseenDisplay {
  /** What the badge shows: the count, at most the page size. */
  value: number;
  /** True when there are more than the page size. */
  capped: boolean;
  /** "3", or "10+" when capped. */
  label: string;
}

export function displayUnseen(count: number, pageSize: number): UnseenDisplay {
  const cap = Math.max(1, Math.floor(pageSize));
  const value = Math.min(Math.max(0, Math.floor(count)), cap);
  const capped = count > cap;
  return { value, capped, label: capped ? `${value}+` : String(value) };
}
