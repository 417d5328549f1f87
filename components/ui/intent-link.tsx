'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link that prefetches its page once the user shows intent (pointer over it,
 * a touch, keyboard focus) instead of as soon as it is on screen, the pattern
 * of Next.js's prefetching guide. For menus: the sidebar lists a dozen dynamic
 * pages, and prefetching them all on every page load cost the server a dozen
 * renders and the phone a second of main thread work while the page started.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null is Link's default prefetching, which starts at once for a link on screen.
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
