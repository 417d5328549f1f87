/**
 * Role rules the spec leaves open (it names the calls, not their rules or
 * messages): shared by the role screen and the reference upstream. Client-safe.
 */

export const ROLE_NAME_MAX = 60;

/** The confirming action of deleting a role that people hold (the in-use protocol, status 460). */
export const ROLE_DELETE_ACTIONS = { revoke: 'revoke' } as const;

const people = (count: number) => (count === 1 ? '1 person holds' : `${count} people hold`);

export const ROLE_MESSAGES = {
  inUse: (count: number, name: string) => `${people(count)} “${name}”. Deleting it leaves them without a role and without its permissions.`,
  adminRole: 'The administrator role cannot be deleted.',
  defaultRole: 'New people get this role: it cannot be deleted.',
  adminPermissions: 'The administrator role always holds every permission.',
  lastAdministrator: (name: string) => `At least one active person must keep the ${name} role.`,
  sameRole: 'Choose another role to move them to.',
} as const;
