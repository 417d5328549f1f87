import {
  feedStoreRequestSchema,
  pinRequestSchema,
  reactRequestSchema,
  FEED_CONTENT_MAX_LENGTH,
  FEED_TYPE,
  type AcknowledgeResponse,
  type AcknowledgerPage,
  type CommentPage,
  type FeedPage,
  type FeedView,
} from '../../../lib/feed/schemas';
import { COMMENTS_PER_PAGE } from '../../../lib/feed/model';
import { normaliseContent, excerpt } from '../../../lib/feed/content';
import { checkCount } from '../../../lib/files/checks';
import { COMMENT_MAX_LENGTH } from '../../../lib/constants';
import { FEED_MESSAGES } from '../../../lib/messages';
import { FeedStore, type Page, type PostRef } from '../domain/feed';
import { createNotifications, markPostAlertsRead, unreadCount } from '../domain/notifications';
import { realtimeBus } from '../realtime/bus';
import type { RequestContext } from '../http/context';
import { forbidden, json, notFound, pageMeta, unprocessable, validationFailed } from '../http/respond';
import type { Router } from '../http/router';
import { parseWith, validate } from '../http/validate';
import type { Services } from '../services';
import { idParam, paging } from '../http/params';

/**
 * The feed (spec part 1 §7 "Feed"). Anyone signed in reads, reacts, comments
 * and acknowledges; posting needs create_feed; authors edit and delete their
 * own posts and comments; manage_any_feed pins and edits or deletes anyone's.
 * A trashed or unknown post answers 404 to every call.
 */

export const POSTED = 'The post has been published.';
export const UPDATED = 'The post has been updated.';
export const TRASHED = 'The post has been moved to the trash.';
export const ACKNOWLEDGED = 'Thanks for acknowledging.';
export const PINNED = 'The post has been pinned.';
export const UNPINNED = 'The post has been unpinned.';
export const COMMENTED = 'Your comment has been added.';
export const COMMENT_DELETED = 'The comment has been deleted.';

/** A paged list body: `{data, meta}`. */
export function pageOf<T>(page: number, perPage: number, { rows, total }: Page<T>) {
  return { data: rows, meta: pageMeta(page, perPage, total, rows.length) };
}

export function registerFeed(router: Router, services: Services): void {
  const feed = new FeedStore(services.db, () => services.config.publicUrl);

  const livePost = (ctx: RequestContext, param = 'id'): PostRef => {
    const post = feed.findRef(idParam(ctx, param));
    if (!post) throw notFound();
    return post;
  };
  /** The author's own post, or anyone's with manage_any_feed; `{user_id}` must name the author. */
  const ownedPost = (ctx: RequestContext): PostRef => {
    const post = livePost(ctx);
    if (idParam(ctx, 'user_id') !== post.user_id) throw notFound();
    if (post.user_id !== ctx.userId() && !ctx.permissions().has('manage_any_feed')) throw forbidden();
    return post;
  };

  router.get(
    '/feed/list/index',
    (ctx) => {
      const me = ctx.userId();
      const { page, perPage } = paging(ctx, services.settings.get().rows_per_page);
      const body: FeedPage = {
        ...pageOf(page, perPage, feed.list(me, page, perPage)),
        unseen_count: feed.unseenCount(me),
        can_create: ctx.permissions().has('create_feed'),
      };
      return json(body);
    },
    { auth: true },
  );

  router.get(
    '/feed/view/{slug}',
    (ctx) => {
      const me = ctx.userId();
      const post = feed.findBySlug(me, ctx.params.slug!);
      if (!post) throw notFound();
      const body: FeedView = { data: post, comments: pageOf(1, COMMENTS_PER_PAGE, feed.comments(post.id, me, 1, COMMENTS_PER_PAGE)) };
      return json(body);
    },
    { auth: true },
  );

  router.get(
    '/feed/{id}/edit/{user_id}',
    (ctx) => {
      const post = ownedPost(ctx);
      return json({ data: feed.findById(ctx.userId(), post.id) });
    },
    { auth: true },
  );

  router.post(
    '/feed/store',
    async (ctx) => {
      const me = ctx.userId();
      const input = parseWith(feedStoreRequestSchema, await ctx.body());
      let existing: PostRef | undefined;
      if (input.id !== undefined) {
        existing = feed.findRef(input.id);
        if (!existing) throw notFound();
        if (existing.user_id !== me && !ctx.permissions().has('manage_any_feed')) throw forbidden();
      } else {
        ctx.authorize(['create_feed']);
      }
      const content = normaliseContent(input.content);
      const errors: Record<string, string[]> = {};
      if (content.length > FEED_CONTENT_MAX_LENGTH) {
        errors.content = [`The content field must not be greater than ${FEED_CONTENT_MAX_LENGTH} characters.`];
      } else if (!content && input.photos.length === 0 && input.attachments.length === 0) {
        errors.content = [FEED_MESSAGES.postEmpty];
      }
      const tooManyPhotos = checkCount('photo', 0, new Set(input.photos).size);
      if (tooManyPhotos) errors.photos = [tooManyPhotos];
      const tooManyAttachments = checkCount('attachment', 0, new Set(input.attachments).size);
      if (tooManyAttachments) errors.attachments = [tooManyAttachments];
      if (Object.keys(errors).length) throw validationFailed(errors);

      const saved = feed.save(me, { ...input, content });
      const becameAcknowledgeRequired = saved.type === FEED_TYPE.acknowledge && existing?.type !== FEED_TYPE.acknowledge;
      if (becameAcknowledgeRequired) {
        const author = services.users.findById(saved.user_id)!;
        const summary = excerpt(content, 60);
        createNotifications(services, feed.activePeopleExcept(saved.user_id), {
          event: 'feed_acknowledge',
          authorId: saved.user_id,
          type: 'feed',
          message: summary
            ? `${author.first_name} ${author.last_name} asks you to acknowledge “${summary}”`
            : `${author.first_name} ${author.last_name} asks you to acknowledge a post`,
          action: { kind: 'feed_post', slug: saved.slug },
        });
      }
      return json({ message: existing ? UPDATED : POSTED, data: feed.findById(me, saved.id) }, existing ? 200 : 201);
    },
    { auth: true },
  );

  router.delete(
    '/feed/{id}/delete/{user_id}',
    (ctx) => {
      const post = ownedPost(ctx);
      feed.trash(post.id);
      return json({ message: TRASHED, unseen_count: feed.unseenCount(ctx.userId()) });
    },
    { auth: true },
  );

  router.post(
    '/feed/{id}/feed-acknowledges/store',
    (ctx) => {
      const me = ctx.userId();
      const post = livePost(ctx);
      if (post.type !== FEED_TYPE.acknowledge) throw unprocessable(FEED_MESSAGES.notAcknowledgeable);
      if (post.user_id === me) throw unprocessable(FEED_MESSAGES.ownPost);
      feed.acknowledge(post.id, me);
      // The alert that asked for it is answered: read, here and in the user's other tabs and devices.
      const answered = markPostAlertsRead(services, me, post.slug);
      if (answered.length) realtimeBus(services).emitNotificationsRead(me, { ids: answered, total_unread: unreadCount(services, me) });
      const body: AcknowledgeResponse = {
        message: ACKNOWLEDGED,
        auth_seen: true,
        acknowledges_count: feed.acknowledgeCount(post.id),
        unseen_count: feed.unseenCount(me),
      };
      return json(body);
    },
    { auth: true },
  );

  router.get(
    '/feed/{id}/feed-acknowledges/users',
    (ctx) => {
      const post = livePost(ctx);
      const { page, perPage } = paging(ctx, services.settings.get().rows_per_page);
      const body: AcknowledgerPage = pageOf(page, perPage, feed.acknowledgers(post.id, page, perPage));
      return json(body);
    },
    { auth: true },
  );

  router.post(
    '/feed/{id}/pin-feed',
    async (ctx) => {
      const post = livePost(ctx);
      const { is_remove } = parseWith(pinRequestSchema, await ctx.body());
      feed.setPinned(post.id, !is_remove);
      return json({ message: is_remove ? UNPINNED : PINNED, is_pinned: !is_remove });
    },
    { can: ['manage_any_feed'] },
  );

  router.post(
    '/feed/{id}/feed-reacts/store',
    async (ctx) => {
      const post = livePost(ctx);
      const { is_remove } = parseWith(reactRequestSchema, await ctx.body());
      return json(feed.react('post', post.id, ctx.userId(), is_remove ?? false));
    },
    { auth: true },
  );

  router.get(
    '/feed/{id}/feed-comments/index',
    (ctx) => {
      const post = livePost(ctx);
      const { page, perPage } = paging(ctx, COMMENTS_PER_PAGE);
      const body: CommentPage = pageOf(page, perPage, feed.comments(post.id, ctx.userId(), page, perPage));
      return json(body);
    },
    { auth: true },
  );

  router.post(
    '/feed/{id}/feed-comments/store',
    async (ctx) => {
      const post = livePost(ctx);
      const { content } = validate(await ctx.body(), { content: { type: 'string', required: true, max: COMMENT_MAX_LENGTH } });
      if (!normaliseContent(content)) throw validationFailed({ content: ['The content field is required.'] });
      const comment = feed.addComment(post.id, ctx.userId(), content);
      return json({ message: COMMENTED, data: comment, comments_count: feed.commentCount(post.id) }, 201);
    },
    { auth: true },
  );

  router.post(
    '/feed/{comment_id}/comment-reacts/store',
    async (ctx) => {
      const comment = feed.findComment(idParam(ctx, 'comment_id'));
      if (!comment) throw notFound();
      const { is_remove } = parseWith(reactRequestSchema, await ctx.body());
      return json(feed.react('comment', comment.id, ctx.userId(), is_remove ?? false));
    },
    { auth: true },
  );

  router.delete(
    '/feed/{id}/feed-comments/delete/{comment}/{user}',
    (ctx) => {
      const post = livePost(ctx);
      const comment = feed.findComment(idParam(ctx, 'comment'));
      if (!comment || comment.post_id !== post.id || comment.user_id !== idParam(ctx, 'user')) throw notFound();
      if (comment.user_id !== ctx.userId() && !ctx.permissions().has('manage_any_feed')) throw forbidden();
      feed.deleteComment(comment.id);
      return json({ message: COMMENT_DELETED, comments_count: feed.commentCount(post.id) });
    },
    { auth: true },
  );
}
