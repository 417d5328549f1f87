'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { Avatar } from '@/components/ui/avatar';
import { composing } from '@/components/ui/keys';
import { appErrorOf } from '@/lib/client/query-client';
import { COMMENT_MAX_LENGTH } from '@/lib/constants';
import { threadOf } from '@/lib/feed/cache';
import { normaliseContent } from '@/lib/feed/content';
import { LOVE } from '@/lib/feed/model';
import { useComments } from '@/lib/feed/queries';
import type { CommentPage, FeedComment, FeedPost } from '@/lib/feed/schemas';
import { FEED_TEXTS } from '@/lib/feed/texts';
import { VALIDATION_MESSAGES } from '@/lib/messages';
import { profilePath } from '@/lib/shell/search';
import { useFeed } from './feed-context';
import { FeedIcon } from './feed-icons';
import { PostContent } from './post-content';
import { PostedAt } from './posted-at';

/** A post's thread: the latest page first, earlier pages on demand, oldest at the top; and the comment form. */
export function Comments({ post, initial }: { post: FeedPost; initial?: CommentPage }) {
  const { onFailure } = useFeed();
  const query = useComments(post.id, true, initial);
  const thread = threadOf(query.data);
  const total = query.data?.pages[0]?.meta.total ?? post.comments_count;
  const earlier = Math.max(0, total - thread.length);
  // The comment field: where the focus goes once a comment deleted from the keyboard is gone.
  const fieldId = useId();

  // The post counts more (or fewer) comments than the thread holds: others commented (or deleted) since it was
  // read, as my own comment's answer tells. The thread reads itself again, once for each count it is told.
  // (Its own inputs as dependencies: the query's result object is new on every render.)
  const reread = useRef(post.comments_count);
  const { isFetching, refetch } = query;
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (isFetching || !loaded || post.comments_count === total || reread.current === post.comments_count) return;
    reread.current = post.comments_count;
    void refetch();
  }, [post.comments_count, total, isFetching, loaded, refetch]);

  const loadError = query.isError ? appErrorOf(query.error) : null;
  useEffect(() => {
    // A thread whose post is gone: the post leaves the wall (or the view shows its 404 state).
    if (loadError?.status === 404) onFailure(loadError, post);
  }, [loadError, onFailure, post]);

  return (
    <section aria-label={`Comments on ${FEED_TEXTS.postOf(post.user.name)}`} className="border-t border-slate-100 bg-slate-50/60 px-4 py-3 sm:px-5">
      {query.hasNextPage ? (
        <button
          type="button"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          className="mb-2 text-sm font-semibold text-slate-600 hover:text-slate-900 disabled:opacity-60"
        >
          {FEED_TEXTS.previousComments(earlier)}
        </button>
      ) : null}
      {query.isError && !query.isFetching && thread.length === 0 ? (
        <p role="alert" className="py-1 text-sm text-slate-600">
          {FEED_TEXTS.commentsFailed}{' '}
          <button type="button" onClick={() => void query.refetch()} className="font-semibold text-primary hover:underline">
            {FEED_TEXTS.retry}
          </button>
        </p>
      ) : query.isPending ? (
        <div className="flex flex-col gap-3 py-1" aria-busy>
          {[0, 1].map((row) => (
            <div key={row} className="flex animate-pulse gap-2">
              <div className="size-8 rounded-full bg-slate-200" />
              <div className="h-12 flex-1 rounded-2xl bg-slate-200/70" />
            </div>
          ))}
        </div>
      ) : thread.length === 0 ? (
        <p className="py-1 text-sm text-slate-500">{FEED_TEXTS.noComments}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {thread.map((comment) => (
            <CommentItem key={comment.id} post={post} comment={comment} fieldId={fieldId} />
          ))}
        </ul>
      )}
      <CommentForm post={post} id={fieldId} />
    </section>
  );
}

function CommentItem({ post, comment, fieldId }: { post: FeedPost; comment: FeedComment; fieldId: string }) {
  const { viewer, actions } = useFeed();
  const dialogs = useDialogs();
  const pending = comment.id < 0;
  const loved = comment.auth_reaction === LOVE;
  const mayDelete = !pending && (comment.user.id === viewer.person.id || viewer.canManage);

  const remove = async () => {
    if (!(await dialogs.confirm({ kind: 'delete', returnFocus: () => document.getElementById(fieldId) }))) return;
    await actions.deleteComment(post, comment);
  };

  return (
    <li className={`flex gap-2 ${pending ? 'opacity-60' : ''}`} aria-busy={pending || undefined}>
      <Avatar src={comment.user.avatar} name={comment.user.name} size={32} />
      <div className="min-w-0 flex-1">
        <div className="inline-block max-w-full rounded-2xl bg-white px-3 py-2 shadow-sm ring-1 ring-slate-200/70">
          <IntentLink href={profilePath(comment.user.username)} className="text-sm font-semibold text-slate-900 hover:underline">
            {comment.user.name}
          </IntentLink>
          <PostContent text={comment.content} foldable={false} className="[&>p]:text-sm [&>p]:leading-5" />
        </div>
        <div className="mt-1 flex items-center gap-3 pl-3 text-xs text-slate-500">
          <PostedAt iso={comment.created_time} />
          <button
            type="button"
            aria-pressed={loved}
            disabled={pending}
            onClick={() => void actions.toggleCommentLove(post, comment)}
            className={`inline-flex items-center gap-1 font-semibold hover:text-slate-900 ${loved ? 'text-red-600 hover:text-red-700' : ''}`}
          >
            <FeedIcon name="heart" size={13} filled={loved} />
            {comment.reactions.love > 0 ? (
              <>
                <span className="sr-only">{FEED_TEXTS.love} </span>
                {comment.reactions.love}
              </>
            ) : (
              FEED_TEXTS.love
            )}
          </button>
          {mayDelete ? (
            <button type="button" onClick={() => void remove()} className="font-semibold hover:text-red-700">
              {FEED_TEXTS.delete}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** Spec part 2 §5: a comment's description is at most 250 characters; the counter shows how many are left. */
function CommentForm({ post, id }: { post: FeedPost; id: string }) {
  const { viewer, actions } = useFeed();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const length = text.trim().length;
  const over = length > COMMENT_MAX_LENGTH;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = normaliseContent(text);
    if (!content) return setError(VALIDATION_MESSAGES.required);
    if (content.length > COMMENT_MAX_LENGTH) return setError(VALIDATION_MESSAGES.max(COMMENT_MAX_LENGTH));
    setError(null);
    setText('');
    // Sent with the button, which the empty field disables: the focus goes back to the field, not the page.
    if (document.activeElement !== inputRef.current) inputRef.current?.focus({ preventScroll: true });
    // Shown at once; a refused comment comes back into the field.
    const outcome = await actions.addComment(post, content);
    if (outcome !== true) {
      setText((current) => current || text);
      if (typeof outcome === 'string') setError(outcome);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !composing(event)) void submit(event);
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex items-start gap-2">
      <Avatar src={viewer.person.avatar} name={viewer.person.name} size={32} />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {FEED_TEXTS.commentLabel}
        </label>
        <div className={`flex items-end gap-1 rounded-2xl border bg-white pl-3 pr-1 shadow-sm focus-within:ring-2 ${error || over ? 'border-error focus-within:ring-error/30' : 'border-slate-300 focus-within:border-primary focus-within:ring-primary/30'}`}>
          <textarea
            ref={inputRef}
            id={id}
            rows={1}
            value={text}
            placeholder={FEED_TEXTS.commentPlaceholder}
            aria-invalid={error || over ? true : undefined}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            className="max-h-40 min-h-10 flex-1 resize-none bg-transparent py-2 text-sm outline-none [field-sizing:content]"
          />
          <button
            type="submit"
            aria-label={FEED_TEXTS.sendComment}
            disabled={length === 0 || over}
            className="my-1 grid size-8 shrink-0 place-items-center rounded-full text-primary hover:bg-primary/10 disabled:text-slate-300 disabled:hover:bg-transparent"
          >
            <FeedIcon name="send" size={18} />
          </button>
        </div>
        <div className="mt-1 flex justify-between gap-2 px-1 text-xs">
          <p id={`${id}-error`} role={error || over ? 'alert' : undefined} className="text-red-700">
            {error ?? (over ? VALIDATION_MESSAGES.max(COMMENT_MAX_LENGTH) : '')}
          </p>
          {/* Read with the field (its description), not announced on every key; going over the limit is (the alert beside it). */}
          <p id={`${id}-count`} className={over ? 'font-semibold text-red-700' : 'text-slate-500'}>
            {length}/{COMMENT_MAX_LENGTH}
          </p>
        </div>
      </div>
    </form>
  );
}
