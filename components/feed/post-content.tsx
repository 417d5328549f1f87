'use client';

import { useId, useState } from 'react';
import { contentSegments } from '@/lib/feed/content';
import { FEED_TEXTS } from '@/lib/feed/texts';

const LONG_CHARACTERS = 480;
const LONG_LINES = 7;

/**
 * A post's or comment's text, rendered as text: markup in it shows as the
 * characters typed. Only http(s) addresses become links. Long posts fold.
 */
export function PostContent({ text, className = '', foldable = true }: { text: string; className?: string; foldable?: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  const long = foldable && (text.length > LONG_CHARACTERS || text.split('\n').length > LONG_LINES);
  return (
    <div className={className}>
      <p id={id} className={`whitespace-pre-line break-words text-[15px] leading-6 text-slate-800 ${long && !open ? 'line-clamp-6' : ''}`}>
        {contentSegments(text).map((segment, index) =>
          segment.kind === 'link' ? (
            <a
              key={index}
              href={segment.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="break-all font-medium text-primary underline decoration-primary/30 underline-offset-2 hover:decoration-primary"
            >
              {segment.text}
            </a>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 text-sm font-semibold text-slate-600 hover:text-slate-900"
        >
          {open ? FEED_TEXTS.seeLess : FEED_TEXTS.seeMore}
        </button>
      ) : null}
    </div>
  );
}
