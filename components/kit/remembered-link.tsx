'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { lastAddressOf } from '@/lib/client/last-address';

const unchanging = () => () => {};

/** A link to a page as the user last left it in this tab (its query); the plain address on the server. */
export function RememberedLink({ href, ...props }: ComponentProps<typeof IntentLink> & { href: string }) {
  const to = useSyncExternalStore(
    unchanging,
    () => lastAddressOf(href),
    () => href,
  );
  return <IntentLink href={to} {...props} />;
}
