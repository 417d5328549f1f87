import type { ReactNode } from 'react';

/**
 * A box that scrolls on its own (a wide table on a phone, a long list in a card). It is in the tab
 * order and named, so a keyboard user can reach it and scroll it with the arrow keys even when
 * nothing inside it takes the focus (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`${className} outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary`}>
      {children}
    </div>
  );
}
