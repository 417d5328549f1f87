'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '@/components/shell/chunk-reload';

/** Last resort when the root layout itself failed: plain HTML, no app styles guaranteed. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>Server Error</h1>
        <p>Please refresh the page and try again. If the problem persists, contact support.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Refresh This Page
        </button>
      </body>
    </html>
  );
}
