/**
 * Role rules the spec leaves open (it names the calls, not their rules or
 * messages): shared by the role screen and the reference upstream. Client-safe.
 */

import { counted } from '@/lib/shared/plural';

export const ROLE_NAME_MAX = 60;

/** The confirming action of deleting a role that people hold (the in-use protocol, status 460). */
export const ROLE_DELETE_ACTIONS = { revoke: 'revoke' } as const;

/** "1 person holds", "3 people hold": the subject of a sentence about a role's people. */
export const peopleHold = (count: number) => `${counted(count, 'person', 'people')} ${count === 1 ? 'holds' : 'hold'}`;

export const ROLE_MESSAGES = {
  inUse: (count: number, name: string) => `${peopleHold(count)} “${name}”. Deleting it leaves them without a role and without its permissions.`,
  adminRole: 'The administrator role cannot be deleted.',
  defaultRole: 'New people get this role: it cannot be deleted.',
  adminPermissions: 'The administrator role always holds every permission.',
  lastAdministrator: (name: string) => `At least one active person must keep the ${name} role.`,
  sameRole: 'Choose another role to move them to.',
} as const;
