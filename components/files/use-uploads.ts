'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { checkCount, checkUpload } from '@/lib/files/checks';
import type { FileKind } from '@/lib/files/schemas';
import { deleteTemporaryFile, uploadFile } from '@/lib/files/upload';
import { failureText } from '@/lib/messages';

/**
 * A form's files that upload as they are chosen (the feed's composer, the
 * leave form): checked before sending (type, size, how many), then uploaded
 * at once with progress; a failed upload keeps its file for another try;
 * removing one deletes its temporary file; leaving without saving deletes
 * every temporary file of this draft.
 */

/** A file the record already has (a post's photo, an application's attachment). */
export interface ExistingUpload {
  kind: FileKind;
  id: number;
  name: string;
  size: number;
  /** Where to preview it (photos). */
  preview?: string;
}

export interface UploadItem {
  key: string;
  kind: FileKind;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  /** 0..1 after each chunk; null while a one-request upload is on its way. */
  progress: number | null;
  /** The file's id once uploaded (or the post's own file when editing). */
  id?: number;
  /** Where to preview it: a local object URL while uploading, then the server's. */
  preview?: string;
  /** True for files the post already had: removing them only drops them from the post. */
  existing?: boolean;
  error?: string;
  /** The chosen file, kept for another try after a failed upload. */
  file?: File;
}

let keys = 0;

export function useUploads(existing: readonly ExistingUpload[]) {
  const [items, setItems] = useState<UploadItem[]>(() =>
    existing.map((file): UploadItem => ({ key: `${file.kind}-${file.id}`, kind: file.kind, name: file.name, size: file.size, status: 'done', progress: 1, id: file.id, preview: file.preview, existing: true })),
  );
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const objectUrls = useRef(new Set<string>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File, kind: FileKind) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { status: 'uploading', progress: null, error: undefined });
      uploadFile(file, kind, { signal: controller.signal, onProgress: (progress) => patch(key, { progress }) })
        .then((result) => {
          controllers.current.delete(key);
          if (result.ok) {
            const stillWanted = itemsRef.current.some((item) => item.key === key);
            if (!stillWanted) return deleteTemporaryFile(result.data.id);
            patch(key, { status: 'done', progress: 1, id: result.data.id });
          } else {
            const message = result.error.kind === 'form' ? (Object.values(result.error.fields)[0]?.[0] ?? result.error.message) : failureText(result.error.message);
            patch(key, { status: 'error', error: message, file });
          }
        })
        .catch(() => controllers.current.delete(key));
    },
    [patch],
  );

  /** Adds the chosen files: each is checked first; a refused one shows its message instead of uploading. */
  const add = useCallback(
    (files: readonly File[], kind: FileKind) => {
      let accepted = itemsRef.current.filter((item) => item.kind === kind && item.status !== 'error').length;
      const added: UploadItem[] = [];
      const toStart: [string, File][] = [];
      files.forEach((file) => {
        const key = `n${++keys}`;
        const problem = checkUpload(file, kind) ?? checkCount(kind, accepted, 1);
        if (!problem) accepted++;
        let preview: string | undefined;
        if (!problem && kind === 'photo') {
          preview = URL.createObjectURL(file);
          objectUrls.current.add(preview);
        }
        added.push({ key, kind, name: file.name, size: file.size, status: problem ? 'error' : 'uploading', progress: null, preview, error: problem ?? undefined });
        if (!problem) toStart.push([key, file]);
      });
      setItems((list) => [...list, ...added]);
      itemsRef.current = [...itemsRef.current, ...added];
      for (const [key, file] of toStart) start(key, file, kind);
    },
    [start],
  );

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((entry) => entry.key === key);
      if (item?.file) start(key, item.file, item.kind);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    const item = itemsRef.current.find((entry) => entry.key === key);
    if (!item) return;
    controllers.current.get(key)?.abort();
    if (item.status === 'done' && !item.existing && item.id !== undefined) deleteTemporaryFile(item.id);
    setItems((list) => list.filter((entry) => entry.key !== key));
  }, []);

  /** Leaving without saving: stop uploads and delete this draft's temporary files. */
  const discard = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    for (const item of itemsRef.current) if (item.status === 'done' && !item.existing && item.id !== undefined) deleteTemporaryFile(item.id);
  }, []);

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const ids = (kind: FileKind) => items.filter((item) => item.kind === kind && item.status === 'done' && item.id !== undefined).map((item) => item.id!);
  const busy = items.some((item) => item.status === 'uploading');
  return { items, add, retry, remove, discard, ids, busy };
}
