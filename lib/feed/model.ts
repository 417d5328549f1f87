/**
 * Feed constants and types without zod, so client components can use them
 * without pulling the schemas into their bundle.
 */

/** Post types: 1 is the acknowledge-required kind. */
export const FEED_TYPE = { normal: 0, acknowledge: 1 } as const;
export type FeedType = (typeof FEED_TYPE)[keyof typeof FEED_TYPE];

/** The feed has a single reaction (spec part 1 §9). */
export const LOVE = 'love';

/** Not shown in the spec: a post's text is at most this long. */
export const FEED_CONTENT_MAX_LENGTH = 5000;

/** Comments per page (the thread shows the latest page first). */
export const COMMENTS_PER_PAGE = 10;

/** Marks a post's "Post actions" button with the post's id: where the focus goes after its edit is saved. */
export const POST_ACTIONS_ATTRIBUTE = 'data-post-actions';
