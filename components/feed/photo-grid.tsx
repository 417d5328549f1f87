'use client';

import type { FeedPhoto } from '@/lib/feed/schemas';
import { FEED_TEXTS } from '@/lib/feed/texts';
import { useFeed } from './feed-context';

const SHOWN = 4;

export function photoAlt(photo: FeedPhoto): string {
  return photo.name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ');
}

/** Up to four tiles; the last shows how many more there are. Each opens the gallery at that photo. */
export function PhotoGrid({ photos }: { photos: readonly FeedPhoto[] }) {
  const { openModal } = useFeed();
  if (photos.length === 0) return null;
  const shown = photos.slice(0, SHOWN);
  const extra = photos.length - shown.length;
  const layout =
    shown.length === 1
      ? 'grid-cols-1'
      : shown.length === 3
        ? 'grid-cols-2 grid-rows-2 [&>*:first-child]:row-span-2'
        : 'grid-cols-2';
  return (
    <div className={`grid gap-1 overflow-hidden rounded-xl ${layout}`}>
      {shown.map((photo, index) => (
        <button
          key={photo.id}
          type="button"
          onClick={() => openModal({ kind: 'photos', photos: [...photos], index })}
          aria-label={`${FEED_TEXTS.photoOf(index + 1, photos.length)}: ${photoAlt(photo)}${extra > 0 && index === shown.length - 1 ? `, ${FEED_TEXTS.morePhotos(extra)}` : ''}`}
          className={`relative block overflow-hidden bg-slate-100 focus-visible:outline-offset-[-3px] ${
            shown.length === 1 ? 'aspect-[16/10]' : shown.length === 3 && index === 0 ? 'h-full min-h-48' : 'aspect-[4/3]'
          }`}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- photos come from the upstream's file host */}
          <img src={photo.url} alt="" loading="lazy" decoding="async" className="size-full object-cover transition duration-300 hover:scale-[1.02]" />
          {extra > 0 && index === shown.length - 1 ? (
            <span className="absolute inset-0 grid place-items-center bg-slate-900/55 text-3xl font-semibold text-white">
              {FEED_TEXTS.morePhotos(extra)}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
