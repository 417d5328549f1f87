// Named imports from zod/mini, as in lib/auth/forms.ts: the smallest zod to fetch.
import { boolean, object, type infer as Infer } from 'zod/mini';
import { FEED_CONTENT_MAX_LENGTH } from '@/lib/feed/model';
import { v } from '@/lib/validation';

/** The composer's schema, loaded when the composer is first used; components import its types only. */
export const composerSchema = object({
  content: v.max(FEED_CONTENT_MAX_LENGTH),
  acknowledge: boolean(),
});
export type ComposerSchema = typeof composerSchema;
export type ComposerValues = Infer<ComposerSchema>;
