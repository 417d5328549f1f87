'use client';

import { useServerNow } from '@/components/shell/server-clock';
import { postedAt } from '@/lib/feed/time';
import { useFeed } from './feed-context';

/** "5 min ago", with the full tenant date and time on hover and for screen readers. */
export function PostedAt({ iso, className = '' }: { iso: string; className?: string }) {
  const { clock } = useFeed();
  const now = useServerNow();
  const { label, full } = postedAt(iso, now, clock);
  return (
    // The server and the browser render a moment apart: the relative label may differ by a minute.
    <time dateTime={iso} title={full} className={className} suppressHydrationWarning>
      {label}
    </time>
  );
}
