import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { callEndpoint } from '@/lib/client/endpoint';
import { feedApi } from '@/lib/feed/endpoints';
import { unwrap } from '@/lib/client/query-client';
import type { AppError, Result } from '@/lib/errors';
import {
  findPost,
  FIRST_PAGE,
  insertPost,
  mapComments,
  mapPosts,
  nextPageParam,
  prependComment,
  readPages,
  removeComment,
  removePost,
  replaceComment,
  setUnseen,
  type CommentPages,
  type FeedPages,
} from './cache';
import { COMMENTS_PER_PAGE } from './model';
import { reactionReducer, reactionRequest, snapshotOf, type Reactable } from './reactions';
import type {
  CommentPage,
  FeedComment,
  FeedPage,
  FeedPerson,
  FeedPost,
  FeedStoreRequest,
  FeedView,
  ReactResponse,
} from './schemas';

/**
 * The feed on the client: query keys, the paged wall and threads seeded with
 * the server-rendered first page, and the actions, which update every cached
 * copy of a post at once. Types only from the schemas: zod stays on the server.
 */

export const feedKeys = {
  all: ['feed'] as const,
  lists: () => [...feedKeys.all, 'list'] as const,
  /** One wall per server render, seeded with the page it rendered. */
  list: (renderId: string) => [...feedKeys.lists(), renderId] as const,
  views: () => [...feedKeys.all, 'view'] as const,
  view: (slug: string) => [...feedKeys.views(), slug] as const,
  comments: (postId: number) => [...feedKeys.all, 'comments', postId] as const,
  acknowledgers: (postId: number) => [...feedKeys.all, 'acknowledgers', postId] as const,
};

export function useFeedPages(initial: FeedPage, renderId: string) {
  return useInfiniteQuery({
    queryKey: feedKeys.list(renderId),
    queryFn: ({ pageParam, signal }) => readPages(pageParam, (page) => callEndpoint(feedApi.list, { query: { page }, signal }).then(unwrap)),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    initialData: { pages: [initial], pageParams: [FIRST_PAGE] },
    // Fresh from the server render; actions keep it current.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useComments(postId: number, enabled: boolean, initial?: CommentPage) {
  return useInfiniteQuery({
    queryKey: feedKeys.comments(postId),
    queryFn: ({ pageParam, signal }) =>
      readPages(pageParam, (page) =>
        callEndpoint(feedApi.comments, { params: { id: postId }, query: { page, per_page: COMMENTS_PER_PAGE }, signal }).then(unwrap),
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    initialData: initial ? { pages: [initial], pageParams: [FIRST_PAGE] } : undefined,
    staleTime: initial ? Number.POSITIVE_INFINITY : 30_000,
    // A thread opened again shows what it had at once and reads itself again: others may have commented.
    refetchOnMount: initial ? false : 'always',
    enabled,
  });
}

export function useAcknowledgers(postId: number) {
  return useInfiniteQuery({
    queryKey: feedKeys.acknowledgers(postId),
    queryFn: ({ pageParam, signal }) =>
      readPages(pageParam, (page) => callEndpoint(feedApi.acknowledgers, { params: { id: postId }, query: { page }, signal }).then(unwrap)),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });
}

/** Applies `update` to the post wherever it is cached. */
export function updatePost(client: QueryClient, id: number, update: (post: FeedPost) => FeedPost): void {
  client.setQueriesData<FeedPages>({ queryKey: feedKeys.lists() }, (data) => data && mapPosts(data, id, update));
  client.setQueriesData<FeedView>({ queryKey: feedKeys.views() }, (view) => (view && view.data.id === id ? { ...view, data: update(view.data) } : view));
}

export function dropPost(client: QueryClient, id: number): void {
  client.setQueriesData<FeedPages>({ queryKey: feedKeys.lists() }, (data) => data && removePost(data, id));
}

function setUnseenEverywhere(client: QueryClient, unseen: number): void {
  client.setQueriesData<FeedPages>({ queryKey: feedKeys.lists() }, (data) => data && setUnseen(data, unseen));
}

/** The freshest cached copy of a post. */
function cachedPost(client: QueryClient, post: FeedPost): FeedPost {
  for (const [, data] of client.getQueriesData<FeedPages>({ queryKey: feedKeys.lists() })) {
    const found = findPost(data, post.id);
    if (found) return found;
  }
  for (const [, view] of client.getQueriesData<FeedView>({ queryKey: feedKeys.views() })) {
    if (view?.data.id === post.id) return view.data;
  }
  return post;
}

export type FailureHandler = (error: AppError, post: FeedPost) => void;

let temporaryIds = 0;

/**
 * Every action on posts and comments. Love and comments are optimistic and
 * roll back on failure; the rest wait for the server. `onFailure` decides
 * what a failure shows (a 404 means the post is gone).
 */
export function useFeedActions({ viewer, onFailure }: { viewer: FeedPerson; onFailure: FailureHandler }) {
  const client = useQueryClient();
  // Only the latest Love request of an item may settle it, so quick clicks never flicker back.
  const latest = useRef(new Map<string, number>());

  const love = useCallback(
    async <T extends Reactable>(key: string, send: (request: ReturnType<typeof reactionRequest>) => Promise<Result<ReactResponse>>, current: T, apply: (update: (item: T) => T) => void, post: FeedPost) => {
      const snapshot = snapshotOf(current);
      const toggled = reactionReducer(current, { type: 'toggle' });
      const sequence = (latest.current.get(key) ?? 0) + 1;
      latest.current.set(key, sequence);
      apply((item) => reactionReducer(item, { type: 'toggle' }));
      const result = await send(reactionRequest(toggled));
      if (latest.current.get(key) !== sequence) return;
      if (result.ok) apply((item) => reactionReducer(item, { type: 'settle', response: result.data }));
      else {
        apply((item) => reactionReducer(item, { type: 'rollback', snapshot }));
        onFailure(result.error, post);
      }
    },
    [onFailure],
  );

  const togglePostLove = useCallback(
    (post: FeedPost) =>
      love(`post:${post.id}`, (json) => callEndpoint(feedApi.react, { params: { id: post.id }, json }), cachedPost(client, post), (update) => updatePost(client, post.id, update), post),
    [client, love],
  );

  const toggleCommentLove = useCallback(
    (post: FeedPost, comment: FeedComment) => {
      const current = threadComment(client, post.id, comment.id) ?? comment;
      return love(
        `comment:${comment.id}`,
        (json) => callEndpoint(feedApi.reactComment, { params: { comment_id: comment.id }, json }),
        current,
        (update) => client.setQueryData<CommentPages>(feedKeys.comments(post.id), (data) => data && mapComments(data, comment.id, update)),
        post,
      );
    },
    [client, love],
  );

  const acknowledge = useCallback(
    async (post: FeedPost): Promise<boolean> => {
      const result = await callEndpoint(feedApi.acknowledge, { params: { id: post.id } });
      if (!result.ok) {
        onFailure(result.error, post);
        return false;
      }
      updatePost(client, post.id, (item) => ({ ...item, auth_seen: result.data.auth_seen, acknowledges_count: result.data.acknowledges_count }));
      setUnseenEverywhere(client, result.data.unseen_count);
      void client.invalidateQueries({ queryKey: feedKeys.acknowledgers(post.id) });
      return true;
    },
    [client, onFailure],
  );

  const pin = useCallback(
    async (post: FeedPost): Promise<boolean> => {
      const result = await callEndpoint(feedApi.pin, { params: { id: post.id }, json: { is_remove: post.is_pinned } });
      if (!result.ok) {
        onFailure(result.error, post);
        return false;
      }
      updatePost(client, post.id, (item) => ({ ...item, is_pinned: result.data.is_pinned }));
      // Pinned posts lead the wall: fetch it again in the server's order.
      await client.invalidateQueries({ queryKey: feedKeys.lists() });
      return true;
    },
    [client, onFailure],
  );

  const trash = useCallback(
    async (post: FeedPost): Promise<boolean> => {
      const result = await callEndpoint(feedApi.delete, { params: { id: post.id, user_id: post.user.id } });
      if (!result.ok) {
        onFailure(result.error, post);
        return false;
      }
      dropPost(client, post.id);
      setUnseenEverywhere(client, result.data.unseen_count);
      return true;
    },
    [client, onFailure],
  );

  /** Adds my comment at once; on failure takes it back and answers false (the form keeps the text). */
  const addComment = useCallback(
    /** True once saved; a refusal of what was typed (422) is its message for the comment field; any other failure goes to onFailure (false). */
    async (post: FeedPost, content: string): Promise<true | false | string> => {
      const key = feedKeys.comments(post.id);
      const temporary: FeedComment = {
        id: -++temporaryIds,
        content,
        created_time: new Date().toISOString(),
        reactions: { love: 0 },
        auth_reaction: null,
        user: viewer,
      };
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<CommentPages>(key, (data) => data && prependComment(data, temporary));
      updatePost(client, post.id, (item) => ({ ...item, comments_count: item.comments_count + 1 }));
      const result = await callEndpoint(feedApi.storeComment, { params: { id: post.id }, json: { content } });
      if (!result.ok) {
        client.setQueryData<CommentPages>(key, (data) => data && removeComment(data, temporary.id));
        updatePost(client, post.id, (item) => ({ ...item, comments_count: Math.max(0, item.comments_count - 1) }));
        // Spec part 1 §8: a 422 shows as a form error, under the field, not in the failure dialog.
        if (result.error.kind === 'form') return result.error.fields.content?.[0] ?? result.error.summary;
        onFailure(result.error, post);
        return false;
      }
      client.setQueryData<CommentPages>(key, (data) => data && replaceComment(data, temporary.id, result.data.data));
      updatePost(client, post.id, (item) => ({ ...item, comments_count: result.data.comments_count }));
      return true;
    },
    [client, onFailure, viewer],
  );

  /** Removes the comment at once; on failure puts the thread back as it was. */
  const deleteComment = useCallback(
    async (post: FeedPost, comment: FeedComment): Promise<boolean> => {
      const key = feedKeys.comments(post.id);
      const before = client.getQueryData<CommentPages>(key);
      client.setQueryData<CommentPages>(key, (data) => data && removeComment(data, comment.id));
      updatePost(client, post.id, (item) => ({ ...item, comments_count: Math.max(0, item.comments_count - 1) }));
      const result = await callEndpoint(feedApi.deleteComment, { params: { id: post.id, comment: comment.id, user: comment.user.id } });
      if (!result.ok) {
        if (before) client.setQueryData<CommentPages>(key, before);
        updatePost(client, post.id, (item) => ({ ...item, comments_count: item.comments_count + 1 }));
        onFailure(result.error, post);
        return false;
      }
      updatePost(client, post.id, (item) => ({ ...item, comments_count: result.data.comments_count }));
      return true;
    },
    [client, onFailure],
  );

  return useMemo(
    () => ({ togglePostLove, toggleCommentLove, acknowledge, pin, trash, addComment, deleteComment }),
    [togglePostLove, toggleCommentLove, acknowledge, pin, trash, addComment, deleteComment],
  );
}

function threadComment(client: QueryClient, postId: number, id: number): FeedComment | undefined {
  const data = client.getQueryData<CommentPages>(feedKeys.comments(postId));
  for (const page of data?.pages ?? []) {
    const found = page.data.find((comment) => comment.id === id);
    if (found) return found;
  }
  return undefined;
}

/** After the composer saves: a new post joins the wall after the pinned ones, an edit replaces the old copy. */
export function applySavedPost(client: QueryClient, post: FeedPost, isNew: boolean): void {
  if (isNew) client.setQueriesData<FeedPages>({ queryKey: feedKeys.lists() }, (data) => data && insertPost(data, post));
  else updatePost(client, post.id, () => post);
}

export function storePost(request: FeedStoreRequest) {
  return callEndpoint(feedApi.store, { json: request });
}
