'use client';

import { useEffect } from 'react';

const KEY = 'crewdesk:chunk-reload-at';
const PATTERN = /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed/i;

/** True when this error is a failed dynamic load of a chunk from an older release. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text = typeof error === 'string' ? error : `${(error as Error).name ?? ''} ${(error as Error).message ?? ''}`;
  return PATTERN.test(text);
}

/** Reloads the page once (not again within a minute, so a broken deploy cannot loop). */
export function reloadOnceForChunkError(): boolean {
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < 60_000) return false;
  sessionStorage.setItem(KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** After a new release, an old page's lazy chunk may be gone: reload to pick up the new build. */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error ?? event.message)) reloadOnceForChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
