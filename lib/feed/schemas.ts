import { z } from 'zod';
import { pageMetaSchema } from '@/lib/shared/schemas';
import { FEED_TYPE, LOVE } from './model';

/**
 * The feed's wire shapes (spec part 1 §3 "Feed post", "Feed comment" and §7
 * "Feed"). Fields the spec names keep its names; the rest (slug, content,
 * user, times, can_create, unseen_count) are what a wall needs and the spec
 * leaves unshown. Client-safe: forms, the server fetchers and the reference
 * upstream's tests all parse with these.
 */

export { FEED_TYPE, LOVE, FEED_CONTENT_MAX_LENGTH, type FeedType } from './model';

export const reactionTypeSchema = z.literal(LOVE);
export type ReactionType = z.infer<typeof reactionTypeSchema>;

export const feedPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
});
export type FeedPerson = z.infer<typeof feedPersonSchema>;

export const feedPhotoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Absolute address on the upstream's public file host. */
  url: z.string(),
});
export type FeedPhoto = z.infer<typeof feedPhotoSchema>;

export const feedAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Absolute address; the upstream answers it with Content-Disposition: attachment. */
  url: z.string(),
  size: z.number().int().nonnegative(),
  mime: z.string(),
});
export type FeedAttachment = z.infer<typeof feedAttachmentSchema>;

export const reactionsSchema = z.object({ love: z.number().int().nonnegative() });
export type Reactions = z.infer<typeof reactionsSchema>;

export const feedPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.union([z.literal(FEED_TYPE.normal), z.literal(FEED_TYPE.acknowledge)]),
  content: z.string(),
  /** ISO 8601 instants. */
  created_time: z.string(),
  updated_time: z.string().nullable(),
  user: feedPersonSchema,
  /** The pinned flag. */
  is_pinned: z.boolean(),
  /** False only for an acknowledge-required post someone else wrote that I have not acknowledged. */
  auth_seen: z.boolean(),
  acknowledges_count: z.number().int().nonnegative(),
  comments_count: z.number().int().nonnegative(),
  photos: z.array(feedPhotoSchema),
  attachments: z.array(feedAttachmentSchema),
  reactions: reactionsSchema,
  auth_reaction: reactionTypeSchema.nullable(),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

/**
 * GET /feed/list/index?page&per_page: pinned posts first, then newest first. The spec names a
 * paged list's data and meta only: without `unseen_count` the page's own unseen acknowledge-required
 * posts stand in (the UI caps the count at the page size, as the spec's counters are), and without
 * `can_create` the viewer's create_feed permission decides (the feed page fills it in).
 */
export const feedPageSchema = z
  .object({
    data: z.array(feedPostSchema),
    meta: pageMetaSchema,
    /** Acknowledge-required posts by others that I have not acknowledged (uncapped; the UI caps it). */
    unseen_count: z.number().int().nonnegative().optional(),
    /** The server's answer to "may I post?". */
    can_create: z.boolean().optional(),
  })
  .transform((page) => ({
    ...page,
    unseen_count: page.unseen_count ?? page.data.filter((post) => post.type === FEED_TYPE.acknowledge && !post.auth_seen).length,
  }));
export type FeedPage = z.infer<typeof feedPageSchema>;

/** GET /feed/{id}/edit/{user_id}. */
export const feedPostResponseSchema = z.object({ data: feedPostSchema });

/** POST /feed/store: a new post, or an edit when `id` is given. Photos and attachments are file ids. */
export const feedStoreRequestSchema = z.object({
  id: z.number().int().optional(),
  content: z.string(),
  type: z.union([z.literal(FEED_TYPE.normal), z.literal(FEED_TYPE.acknowledge)]),
  photos: z.array(z.number().int()),
  attachments: z.array(z.number().int()),
});
export type FeedStoreRequest = z.infer<typeof feedStoreRequestSchema>;

export const feedStoreResponseSchema = z.object({ message: z.string(), data: feedPostSchema });

/** POST /feed/{id}/feed-acknowledges/store */
export const acknowledgeResponseSchema = z.object({
  message: z.string(),
  auth_seen: z.boolean(),
  acknowledges_count: z.number().int().nonnegative(),
  unseen_count: z.number().int().nonnegative(),
});
export type AcknowledgeResponse = z.infer<typeof acknowledgeResponseSchema>;

export const acknowledgerSchema = feedPersonSchema.extend({ acknowledged_time: z.string() });
export type Acknowledger = z.infer<typeof acknowledgerSchema>;

/** GET /feed/{id}/feed-acknowledges/users?page&per_page */
export const acknowledgerPageSchema = z.object({ data: z.array(acknowledgerSchema), meta: pageMetaSchema });
export type AcknowledgerPage = z.infer<typeof acknowledgerPageSchema>;

/** POST /feed/{id}/pin-feed with `is_remove`. */
export const pinRequestSchema = z.object({ is_remove: z.boolean() });
export const pinResponseSchema = z.object({ message: z.string(), is_pinned: z.boolean() });

/** POST /feed/{id}/feed-reacts/store and /feed/{comment_id}/comment-reacts/store: set or remove my Love. */
export const reactRequestSchema = z.object({ type: reactionTypeSchema, is_remove: z.boolean().optional() });
export type ReactRequest = z.infer<typeof reactRequestSchema>;
export const reactResponseSchema = z.object({ reactions: reactionsSchema, auth_reaction: reactionTypeSchema.nullable() });
export type ReactResponse = z.infer<typeof reactResponseSchema>;

/** DELETE /feed/{id}/delete/{user_id} */
export const deletePostResponseSchema = z.object({ message: z.string(), unseen_count: z.number().int().nonnegative() });

export const feedCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  created_time: z.string(),
  reactions: reactionsSchema,
  auth_reaction: reactionTypeSchema.nullable(),
  user: feedPersonSchema,
});
export type FeedComment = z.infer<typeof feedCommentSchema>;

/** GET /feed/{id}/feed-comments/index?page&per_page: newest first. */
export const commentPageSchema = z.object({ data: z.array(feedCommentSchema), meta: pageMetaSchema });
export type CommentPage = z.infer<typeof commentPageSchema>;

/** GET /feed/view/{slug}: the post with the latest page of its comments, so a shared link renders in one call. */
export const feedViewSchema = z.object({ data: feedPostSchema, comments: commentPageSchema });
export type FeedView = z.infer<typeof feedViewSchema>;

/** POST /feed/{id}/feed-comments/store */
export const commentStoreResponseSchema = z.object({
  message: z.string(),
  data: feedCommentSchema,
  comments_count: z.number().int().nonnegative(),
});

/** DELETE /feed/{id}/feed-comments/delete/{comment}/{user} */
export const commentDeleteResponseSchema = z.object({ message: z.string(), comments_count: z.number().int().nonnegative() });
