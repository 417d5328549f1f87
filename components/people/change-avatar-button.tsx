'use client';

import { lazyButton } from '@/components/kit/lazy-button';
import { Button } from '@/components/ui/button';

/** The profile's Change photo button; the cropping dialog (change-avatar.tsx) loads on the first click. */
export const ChangeAvatarButton = lazyButton<{ userId: number; name: string }>(
  () => import('./change-avatar').then((module) => module.ChangeAvatarButton),
  (onClick, props) => (
    <Button variant="secondary" className="min-h-9 px-3 py-1 text-xs" onClick={onClick} disabled={!onClick} aria-label={props ? `Change photo of ${props.name}` : undefined}>
      Change photo
    </Button>
  ),
);
