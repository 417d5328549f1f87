'use client';

import { useQueryClient } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAbort } from '@/components/shell/abort';
import { useDialogs } from '@/components/shell/dialogs';
import { focusLost } from '@/lib/client/focusable';
import type { AppError } from '@/lib/errors';
import { dropPost, useFeedActions } from '@/lib/feed/queries';
import type { FeedPhoto, FeedPost } from '@/lib/feed/schemas';
import type { TenantClock } from '@/lib/feed/time';
import type { FeedViewer } from '@/lib/feed/viewer';
import { FEED_MESSAGES } from '@/lib/messages';
import { handOverFromPost } from './post-focus';

/**
 * What every post on a screen shares: who is looking and what they may do,
 * the tenant's clock, the actions, and the one modal the screen may show
 * (composer, photos or who acknowledged). The heavy modals load on first use.
 */

export type FeedModal =
  | { kind: 'composer'; post?: FeedPost }
  | { kind: 'photos'; photos: FeedPhoto[]; index: number }
  | { kind: 'acknowledgers'; post: FeedPost };

interface FeedContextValue {
  viewer: FeedViewer;
  clock: TenantClock;
  /** 'view' is the single-post screen: a missing post there is its 404 state. */
  mode: 'wall' | 'view';
  actions: ReturnType<typeof useFeedActions>;
  openModal(modal: FeedModal): void;
  closeModal(): void;
  onFailure(error: AppError, post?: FeedPost): void;
}

const FeedContext = createContext<FeedContextValue | null>(null);

export function useFeed(): FeedContextValue {
  const value = useContext(FeedContext);
  if (!value) throw new Error('useFeed must be used inside <FeedProvider>');
  return value;
}

const Composer = dynamic(() => import('./composer').then((module) => module.Composer), { ssr: false });
const Lightbox = dynamic(() => import('./lightbox').then((module) => module.Lightbox), { ssr: false });
const AcknowledgersDialog = dynamic(() => import('./acknowledgers-dialog').then((module) => module.AcknowledgersDialog), { ssr: false });

export function FeedProvider({
  viewer,
  clock,
  mode,
  children,
}: {
  viewer: FeedViewer;
  clock: TenantClock;
  mode: 'wall' | 'view';
  children: ReactNode;
}) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  const { abort } = useAbort();
  const [modal, setModal] = useState<FeedModal | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openModal = useCallback((next: FeedModal) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setModal(next);
  }, []);
  const closeModal = useCallback(() => {
    setModal(null);
    const back = opener.current;
    opener.current = null;
    // A modal taken off the page (not closed by Radix) may leave the focus on <body>: once Radix had
    // its turn, it goes back to what opened the modal (the photo, "3 acknowledged", "Share an update…").
    setTimeout(() => {
      if (focusLost() && back?.isConnected) back.focus({ preventScroll: true });
    }, 0);
  }, []);

  const onFailure = useCallback(
    (error: AppError, post?: FeedPost) => {
      if (error.kind === 'unauthenticated') return;
      if (error.status === 404) {
        // The post is gone: any open modal closes (spec part 1 §8 "Feed actions").
        setModal(null);
        if (mode === 'view') {
          abort(404);
          return;
        }
        if (post) {
          const handOver = handOverFromPost(post.id);
          dropPost(client, post.id);
          handOver();
        }
        void dialogs.failure(FEED_MESSAGES.postMissing);
        return;
      }
      void dialogs.failure(error.message);
    },
    [abort, client, dialogs, mode],
  );

  const actions = useFeedActions({ viewer: viewer.person, onFailure });
  const value = useMemo<FeedContextValue>(
    () => ({ viewer, clock, mode, actions, openModal, closeModal, onFailure }),
    [viewer, clock, mode, actions, openModal, closeModal, onFailure],
  );

  return (
    <FeedContext.Provider value={value}>
      {children}
      {modal?.kind === 'composer' ? <Composer post={modal.post} onClose={closeModal} /> : null}
      {modal?.kind === 'photos' ? <Lightbox photos={modal.photos} index={modal.index} onClose={closeModal} /> : null}
      {modal?.kind === 'acknowledgers' ? <AcknowledgersDialog post={modal.post} onClose={closeModal} /> : null}
    </FeedContext.Provider>
  );
}
