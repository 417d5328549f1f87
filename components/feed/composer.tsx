'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useDialogs } from '@/components/shell/dialogs';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { callEndpoint } from '@/lib/client/endpoint';
import { feedApi } from '@/lib/feed/endpoints';
import { unwrap, appErrorOf } from '@/lib/client/query-client';
import { FEED_CONTENT_MAX_LENGTH, FEED_TYPE, POST_ACTIONS_ATTRIBUTE } from '@/lib/feed/model';
import type { ComposerSchema, ComposerValues } from '@/lib/feed/forms';
import { applySavedPost, storePost } from '@/lib/feed/queries';
import type { FeedPost } from '@/lib/feed/schemas';
import { FEED_TEXTS } from '@/lib/feed/texts';
import { acceptOf, formatBytes, UPLOAD_RULES } from '@/lib/files/checks';
import type { FileKind } from '@/lib/files/schemas';
import { FEED_MESSAGES } from '@/lib/messages';
import { useFeed } from './feed-context';
import { FeedIcon } from './feed-icons';
import { AttachmentRow, RemoveUploadButton, UploadError, UploadProgress } from '@/components/files/upload-items';
import { useUploads, type UploadItem } from '@/components/files/use-uploads';
import { UPLOAD_TEXTS } from '@/lib/files/texts';

/**
 * Writing or editing a post (loaded on first use): text, photos and
 * attachments uploaded as they are chosen, and whether everyone must
 * acknowledge it. An edit starts from GET /feed/{id}/edit/{user_id}.
 */

export function Composer({ post, onClose }: { post?: FeedPost; onClose: () => void }) {
  const { onFailure } = useFeed();
  const editing = useQuery({
    queryKey: ['feed', 'edit', post?.id],
    queryFn: ({ signal }) => callEndpoint(feedApi.edit, { params: { id: post!.id, user_id: post!.user.id }, signal }).then(unwrap),
    enabled: !!post,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const loadError = editing.isError ? appErrorOf(editing.error) : null;
  useEffect(() => {
    if (!loadError) return;
    onClose();
    onFailure(loadError, post);
  }, [loadError, onClose, onFailure, post]);

  if (post && !editing.data) {
    return (
      <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent width={620} aria-describedby={undefined}>
          <div className="flex flex-col gap-4" aria-busy>
            <DialogTitle>{FEED_TEXTS.editPost}</DialogTitle>
            <div className="h-32 animate-pulse rounded-xl bg-slate-100" />
            <div className="h-10 w-40 animate-pulse rounded-lg bg-slate-100" />
          </div>
        </DialogContent>
      </Dialog>
    );
  }
  return <ComposerForm post={editing.data?.data} onClose={onClose} />;
}

function ComposerForm({ post, onClose }: { post?: FeedPost; onClose: () => void }) {
  const { viewer, onFailure } = useFeed();
  const client = useQueryClient();
  const dialogs = useDialogs();
  const uploads = useUploads([
    ...(post?.photos ?? []).map((photo) => ({ kind: 'photo' as const, id: photo.id, name: photo.name, size: 0, preview: photo.url })),
    ...(post?.attachments ?? []).map((file) => ({ kind: 'attachment' as const, id: file.id, name: file.name, size: file.size })),
  ]);
  const [fileErrors, setFileErrors] = useState<{ photos?: string; attachments?: string }>({});
  const photoInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const contentId = useId();
  const acknowledgeId = useId();

  const [typed, setTyped] = useState(false);
  const cancel = async () => {
    const draft = typed || uploads.items.some((item) => !item.existing);
    if (draft && !(await dialogs.confirm({ title: FEED_TEXTS.discardTitle, text: FEED_TEXTS.discardText }))) return;
    uploads.discard();
    onClose();
  };

  const submit = async (values: ComposerValues, form: { setError: (name: 'content', error: { message: string }, options?: { shouldFocus: boolean }) => void }) => {
    const photos = uploads.ids('photo');
    const attachments = uploads.ids('attachment');
    if (!values.content.trim() && photos.length === 0 && attachments.length === 0) {
      form.setError('content', { message: FEED_MESSAGES.postEmpty }, { shouldFocus: true });
      return;
    }
    const failed = (kind: FileKind) => uploads.items.some((item) => item.kind === kind && item.status === 'error');
    if (failed('photo') || failed('attachment')) {
      setFileErrors({ photos: failed('photo') ? UPLOAD_TEXTS.uploadsFailed : undefined, attachments: failed('attachment') ? UPLOAD_TEXTS.uploadsFailed : undefined });
      return;
    }
    setFileErrors({});
    const result = await storePost({
      ...(post ? { id: post.id } : {}),
      content: values.content,
      type: values.acknowledge ? FEED_TYPE.acknowledge : FEED_TYPE.normal,
      photos,
      attachments,
    });
    if (result.ok) {
      applySavedPost(client, result.data.data, !post);
      // An edit opened from the post's menu, whose item is gone: the post's "Post actions" takes the
      // focus, and the success notice hands it back there (a new post's composer returns to its opener).
      const menu = post ? document.querySelector<HTMLElement>(`[${POST_ACTIONS_ATTRIBUTE}="${post.id}"]`) : null;
      // Off the page first (flushSync): while the composer is there, its focus trap would take the focus back.
      flushSync(onClose);
      menu?.focus({ preventScroll: true });
      await dialogs.success(post ? 'edit' : 'add');
      return;
    }
    if (result.error.status === 404 && post) {
      onFailure(result.error, post);
      return;
    }
    if (result.error.kind === 'form') {
      setFileErrors({ photos: result.error.fields.photos?.[0], attachments: result.error.fields.attachments?.[0] });
      return result;
    }
    // Any other failure: the failure dialog, as for every other feed action (spec part 1 §8), not the
    // bare server message under the form; what was written stays for a second Post.
    void dialogs.failure(result.error);
  };

  const pick = (kind: FileKind) => (event: React.ChangeEvent<HTMLInputElement>) => {
    uploads.add([...(event.target.files ?? [])], kind);
    event.target.value = '';
  };
  const photos = uploads.items.filter((item) => item.kind === 'photo');
  const attachments = uploads.items.filter((item) => item.kind === 'attachment');

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : void cancel())}>
      <DialogContent
        width={620}
        className="p-0!"
        aria-describedby={undefined}
        // The text, not the close button that comes first: it opened from "Share an update…", and what is typed next is the post.
        onOpenAutoFocus={(event) => {
          const text = document.getElementById(contentId);
          if (!text) return;
          event.preventDefault();
          text.focus();
        }}
      >
        <Form<ComposerSchema>
          schema={() => import('@/lib/feed/forms').then((module) => module.composerSchema)}
          defaultValues={{ content: post?.content ?? '', acknowledge: post?.type === FEED_TYPE.acknowledge }}
          onSubmit={submit}
          ownErrors={['photos', 'attachments']}
          aria-label={post ? FEED_TEXTS.editPost : FEED_TEXTS.createPost}
          className="flex max-h-[calc(100dvh-2rem)] flex-col"
        >
          {(form) => {
            const error = form.formState.errors.content?.message;
            const length = form.watch('content')?.length ?? 0;
            return (
              <>
                <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
                  <DialogTitle>{post ? FEED_TEXTS.editPost : FEED_TEXTS.createPost}</DialogTitle>
                  <button type="button" onClick={() => void cancel()} aria-label={FEED_TEXTS.cancel} className="grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100">
                    <FeedIcon name="close" size={20} />
                  </button>
                </div>
                <div className="flex flex-col gap-4 overflow-y-auto px-5 py-4">
                  <div className="flex items-center gap-3">
                    <Avatar src={viewer.person.avatar} name={viewer.person.name} size={40} />
                    <p className="font-semibold text-slate-900">{viewer.person.name}</p>
                  </div>
                  <div>
                    <label htmlFor={contentId} className="sr-only">
                      {FEED_TEXTS.contentLabel}
                    </label>
                    <textarea
                      id={contentId}
                      rows={5}
                      placeholder={FEED_TEXTS.composerPrompt}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={`${contentId}-count${error ? ` ${contentId}-error` : ''}`}
                      className={`w-full resize-y rounded-xl border px-3 py-2.5 text-[15px] leading-6 outline-none focus:ring-2 ${
                        error ? 'border-error focus:ring-error/30' : 'border-slate-300 focus:border-primary focus:ring-primary/30'
                      }`}
                      {...form.register('content', { onChange: () => setTyped(true) })}
                    />
                    <div className="mt-1 flex justify-between gap-2 text-xs">
                      <p id={`${contentId}-error`} className="text-red-700">
                        {error ?? ''}
                      </p>
                      <p id={`${contentId}-count`} className={length > FEED_CONTENT_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-slate-500'}>
                        {length}/{FEED_CONTENT_MAX_LENGTH}
                      </p>
                    </div>
                  </div>

                  {photos.length > 0 ? (
                    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={FEED_TEXTS.addPhotos}>
                      {photos.map((item) => (
                        <PhotoTile key={item.key} item={item} onRemove={() => uploads.remove(item.key)} onRetry={() => uploads.retry(item.key)} />
                      ))}
                    </ul>
                  ) : null}
                  {fileErrors.photos ? <p role="alert" className="text-xs text-red-700">{fileErrors.photos}</p> : null}
                  {attachments.length > 0 ? (
                    <ul className="flex flex-col gap-2" aria-label={FEED_TEXTS.addAttachments}>
                      {attachments.map((item) => (
                        <AttachmentRow key={item.key} item={item} onRemove={() => uploads.remove(item.key)} onRetry={() => uploads.retry(item.key)} />
                      ))}
                    </ul>
                  ) : null}
                  {fileErrors.attachments ? <p role="alert" className="text-xs text-red-700">{fileErrors.attachments}</p> : null}

                  <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
                    <input id={acknowledgeId} type="checkbox" role="switch" className="mt-0.5 size-5 accent-[var(--theme-primary)]" {...form.register('acknowledge')} />
                    <label htmlFor={acknowledgeId} className="text-sm">
                      <span className="block font-medium text-slate-900">{FEED_TEXTS.acknowledgeRequired}</span>
                      <span className="block text-slate-600">{FEED_TEXTS.acknowledgeRequiredHint}</span>
                    </label>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 px-5 py-3">
                  <input ref={photoInput} type="file" accept={acceptOf('photo')} multiple hidden onChange={pick('photo')} aria-label={FEED_TEXTS.addPhotos} />
                  <input ref={fileInput} type="file" accept={acceptOf('attachment')} multiple hidden onChange={pick('attachment')} aria-label={FEED_TEXTS.addAttachments} />
                  <Button variant="ghost" onClick={() => photoInput.current?.click()} title={`JPG, PNG, GIF, WebP · ${formatBytes(UPLOAD_RULES.photo.maxBytes)}`}>
                    <FeedIcon name="image" size={18} className="text-success" />
                    {FEED_TEXTS.addPhotos}
                  </Button>
                  <Button variant="ghost" onClick={() => fileInput.current?.click()} title={`${formatBytes(UPLOAD_RULES.attachment.maxBytes)}`}>
                    <FeedIcon name="paperclip" size={18} className="text-primary" />
                    {FEED_TEXTS.addAttachments}
                  </Button>
                  <div className="ml-auto flex gap-2">
                    <Button variant="secondary" onClick={() => void cancel()}>
                      {FEED_TEXTS.cancel}
                    </Button>
                    <Button type="submit" loading={form.formState.isSubmitting} disabled={uploads.busy}>
                      {uploads.busy ? UPLOAD_TEXTS.uploading : post ? FEED_TEXTS.save : FEED_TEXTS.post}
                    </Button>
                  </div>
                </div>
              </>
            );
          }}
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function PhotoTile({ item, onRemove, onRetry }: { item: UploadItem; onRemove: () => void; onRetry: () => void }) {
  return (
    <li className="relative">
      <div className={`relative aspect-square overflow-hidden rounded-lg bg-slate-100 ring-1 ${item.status === 'error' ? 'ring-error' : 'ring-slate-200'}`}>
        {item.preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local preview or the upstream's file
          <img src={item.preview} alt={item.name} className={`size-full object-cover ${item.status === 'uploading' ? 'opacity-60' : ''}`} />
        ) : (
          <span className="grid size-full place-items-center p-2 text-center text-xs text-slate-500">{item.name}</span>
        )}
        <div className="absolute inset-x-1.5 bottom-1.5">
          <UploadProgress item={item} />
        </div>
        <RemoveUploadButton item={item} onRemove={onRemove} className="absolute right-1 top-1 bg-slate-900/70 text-white hover:bg-slate-900" />
      </div>
      {item.error ? <UploadError item={item} onRetry={onRetry} /> : null}
    </li>
  );
}
