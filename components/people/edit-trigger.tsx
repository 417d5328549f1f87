'use client';

import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** A section's Edit button, named for screen readers by its section ("Edit address"). Props the dialog trigger slot passes on reach the button. */
export function EditTrigger({ section, ...rest }: { section: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="secondary" aria-label={`Edit ${section}`} {...rest}>
      Edit
    </Button>
  );
}
