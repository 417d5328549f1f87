'use client';

import { useCallback, useEffect, useState } from 'react';
import { DialogPrimitive as RadixDialog } from '@/components/ui/dialog-radix';
import type { FeedPhoto } from '@/lib/feed/schemas';
import { FEED_TEXTS } from '@/lib/feed/texts';
import { FeedIcon } from './feed-icons';
import { photoAlt } from './photo-grid';

/** The gallery (loaded on first use): one photo at a time, arrows and swipes to move, Escape to close. */
export function Lightbox({ photos, index: start, onClose }: { photos: readonly FeedPhoto[]; index: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  const [touchX, setTouchX] = useState<number | null>(null);
  const count = photos.length;
  const go = useCallback((step: number) => setIndex((current) => (current + step + count) % count), [count]);
  const photo = photos[index]!;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      if (event.key === 'ArrowLeft') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  // The neighbours load while this one is looked at.
  useEffect(() => {
    for (const step of [1, -1]) {
      const next = photos[(index + step + count) % count];
      if (next) new Image().src = next.url;
    }
  }, [count, index, photos]);

  const navButton = 'absolute top-1/2 z-10 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white backdrop-blur hover:bg-white/25';
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 flex flex-col focus:outline-none"
          onTouchStart={(event) => setTouchX(event.touches[0]?.clientX ?? null)}
          onTouchEnd={(event) => {
            const end = event.changedTouches[0]?.clientX;
            if (touchX !== null && end !== undefined && Math.abs(end - touchX) > 50) go(end < touchX ? 1 : -1);
            setTouchX(null);
          }}
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3 text-white">
            <RadixDialog.Title className="min-w-0 truncate text-sm font-medium">
              {FEED_TEXTS.photoOf(index + 1, count)} · {photoAlt(photo)}
            </RadixDialog.Title>
            <RadixDialog.Close aria-label={FEED_TEXTS.closePhotos} className="grid size-10 place-items-center rounded-full hover:bg-white/15">
              <FeedIcon name="close" size={22} />
            </RadixDialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16">
            {/* eslint-disable-next-line @next/next/no-img-element -- photos come from the upstream's file host */}
            <img key={photo.id} src={photo.url} alt={photoAlt(photo)} className="max-h-full max-w-full rounded-lg object-contain shadow-2xl" />
            {count > 1 ? (
              <>
                <button type="button" onClick={() => go(-1)} aria-label={FEED_TEXTS.previousPhoto} className={`${navButton} left-2 sm:left-4`}>
                  <FeedIcon name="chevron-left" size={26} />
                </button>
                <button type="button" onClick={() => go(1)} aria-label={FEED_TEXTS.nextPhoto} className={`${navButton} right-2 sm:right-4`}>
                  <FeedIcon name="chevron-right" size={26} />
                </button>
              </>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
