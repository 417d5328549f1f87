'use client';

import { lazyButton } from '@/components/kit/lazy-button';
import { EditTrigger } from './edit-trigger';

/**
 * The Edit buttons of the profile's address, emergency contact and bio. Their
 * dialogs (profile-contact-dialogs.tsx) load on the first click.
 */

export { EditTrigger };

export const EditAddressButton = lazyButton(
  () => import('./profile-contact-dialogs').then((module) => module.EditAddressButton),
  (onClick) => <EditTrigger section="address" onClick={onClick} disabled={!onClick} />,
);
export const EditEmergencyContactButton = lazyButton(
  () => import('./profile-contact-dialogs').then((module) => module.EditEmergencyContactButton),
  (onClick) => <EditTrigger section="emergency contact" onClick={onClick} disabled={!onClick} />,
);
export const EditBioButton = lazyButton(
  () => import('./profile-contact-dialogs').then((module) => module.EditBioButton),
  (onClick) => <EditTrigger section="bio" onClick={onClick} disabled={!onClick} />,
);
