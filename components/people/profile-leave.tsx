'use client';

import { ConfirmActionButton } from '@/components/kit/confirm-action-button';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/endpoint';
import { profileLeaveApi } from '@/lib/people/endpoints';
import type { PersonHoliday } from '@/lib/people/schemas';
import { EditTrigger } from './edit-trigger';
import { lazyButton } from '@/components/kit/lazy-button';

/**
 * The profile's leave buttons: change the leave policy and review process, add
 * holidays, remove one. Their dialogs (profile-leave-dialogs.tsx) load on the
 * first click.
 */

export const EditLeaveButton = lazyButton(
  () => import('./profile-leave-dialogs').then((module) => module.EditLeaveButton),
  (onClick) => <EditTrigger section="leave policy and review" onClick={onClick} disabled={!onClick} />,
);

export const AddHolidaysButton = lazyButton(
  () => import('./profile-leave-dialogs').then((module) => module.AddHolidaysButton),
  (onClick) => (
    <Button variant="secondary" onClick={onClick} disabled={!onClick}>
      Add holidays
    </Button>
  ),
);

export function RemoveHolidayButton({ userId, holiday }: { userId: number; holiday: PersonHoliday }) {
  return (
    <ConfirmActionButton
      label="Remove"
      accessibleName={`Remove ${holiday.name}`}
      confirm={{ text: `Take this person out of ${holiday.name}? It stays for the others chosen for it.` }}
      act={() => callEndpoint(profileLeaveApi.removeHoliday, { params: { user_id: userId }, json: { holiday_id: holiday.id } })}
      // The holiday stays (for the others): only this person's holidays change.
      success="edit"
      variant="dangerGhost"
    />
  );
}
