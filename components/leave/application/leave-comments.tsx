'use client';

import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { useId, useState, type FormEvent } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field-frame';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { callEndpoint } from '@/lib/client/endpoint';
import { COMMENT_MAX_LENGTH } from '@/lib/constants';
import { formatInstant } from '@/lib/date-time/format';
import { serverErrorSummary } from '@/lib/forms/server-errors';
import type { LeaveComment } from '@/lib/leave/application-schemas';
import { leaveApplicationApi } from '@/lib/leave/endpoints';
import { VALIDATION_MESSAGES } from '@/lib/messages';
import type { PageMeta } from '@/lib/shared/schemas';

/**
 * Comments on an application (spec part 2 §5: a description is at most 250
 * characters), through the concrete leave comment calls. A refused comment
 * stays in the field with the upstream's message.
 */
export function LeaveComments({ applicationId, initial, timeZone }: { applicationId: number; initial: { data: LeaveComment[]; meta: PageMeta }; timeZone: string }) {
  const dialogs = useDialogs();
  const { dateFormat, timeFormat } = useTenantFormats();
  const id = useId();
  const [comments, setComments] = useState(initial.data);
  const [total, setTotal] = useState(initial.meta.total);
  const [page, setPage] = useState(initial.meta.current_page);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = text.trim().length;
  const over = length > COMMENT_MAX_LENGTH;

  const store = useSaveThenRefresh({
    save: (description: string) => callEndpoint(leaveApplicationApi.storeComment, { params: { id: applicationId }, json: { description } }),
    refresh: false,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const description = text.trim();
    if (!description) return setError(VALIDATION_MESSAGES.required);
    if (description.length > COMMENT_MAX_LENGTH) return setError(VALIDATION_MESSAGES.max(COMMENT_MAX_LENGTH));
    const result = await store.mutateAsync(description);
    // A second press while the first is under way.
    if (!result) return;
    if (!result.ok) {
      if (result.error.kind === 'form') setError(serverErrorSummary(result.error));
      else void dialogs.failure(result.error);
      return;
    }
    setError(null);
    setText('');
    setComments((current) => [...current, result.data.data]);
    setTotal(result.data.comments_count);
  };

  const remove = async (comment: LeaveComment) => {
    if (!(await dialogs.confirm({ kind: 'delete', returnFocus: () => document.getElementById(id) }))) return;
    // Gone at once, as on the wall, so the closing dialog hands the focus to the comment field; back in its place if refused.
    const at = comments.findIndex((item) => item.id === comment.id);
    setComments((current) => current.filter((item) => item.id !== comment.id));
    const result = await callEndpoint(leaveApplicationApi.deleteComment, { params: { id: applicationId, comment_id: comment.id } });
    if (!result.ok) {
      setComments((current) => (current.some((item) => item.id === comment.id) ? current : current.toSpliced(Math.max(0, at), 0, comment)));
      return void dialogs.failure(result.error);
    }
    setTotal(result.data.comments_count);
  };

  const more = async () => {
    const result = await callEndpoint(leaveApplicationApi.comments, { params: { id: applicationId }, query: { page: page + 1 } });
    if (!result.ok) return void dialogs.failure(result.error);
    setComments((current) => [...current, ...result.data.data.filter((item) => !current.some((seen) => seen.id === item.id))]);
    setPage(result.data.meta.current_page);
  };

  return (
    <section aria-label="Comments" className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-slate-900">Comments ({total})</h2>
      {comments.length === 0 ? <p className="text-sm text-slate-600">No comments yet.</p> : null}
      <ul className="flex flex-col gap-3">
        {comments.map((comment) => (
          <li key={comment.id} className="flex gap-3">
            <Avatar src={comment.author.avatar} name={comment.author.name} size={32} />
            <div className="min-w-0 flex-1 rounded-xl bg-slate-50 px-3 py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="text-sm font-semibold text-slate-900">{comment.author.name}</span>
                <span className="text-xs text-slate-500">{formatInstant(comment.created_at, timeZone, dateFormat, timeFormat)}</span>
              </div>
              <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{comment.description}</p>
              {comment.can_delete ? (
                <button type="button" className="mt-1 text-xs font-semibold text-slate-600 hover:text-red-700" onClick={() => void remove(comment)} aria-label={`Delete comment by ${comment.author.name}`}>
                  Delete
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {comments.length < total ? (
        <Button variant="ghost" className="self-start" onClick={() => void more()}>
          Show more comments
        </Button>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Add a comment
        </label>
        <textarea
          id={id}
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error || over ? true : undefined}
          aria-describedby={`${id}-count ${id}-error`}
          className={`${controlClasses(!!error || over)} resize-y`}
        />
        <div className="flex items-start justify-between gap-2 text-xs">
          <p id={`${id}-error`} role={error ? 'alert' : undefined} className="text-red-700">
            {error ?? (over ? VALIDATION_MESSAGES.max(COMMENT_MAX_LENGTH) : '')}
          </p>
          <p id={`${id}-count`} className={over ? 'font-semibold text-red-700' : 'text-slate-500'}>
            {length}/{COMMENT_MAX_LENGTH}
          </p>
        </div>
        <Button type="submit" className="self-end" loading={store.isPending} disabled={length === 0 || over}>
          Comment
        </Button>
      </form>
    </section>
  );
}
