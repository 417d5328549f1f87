import type { EmployeeStatus } from '@/lib/people/directory';
import type { ProfileCan, ProfileView } from '@/lib/people/schemas';

/**
 * The profile in view. The spec's GET view/{username} names avatar, discharged_date, discharged_reason and
 * is_discharge_applied; the reference upstream sends more. What an answer gives is taken as it is; otherwise:
 * - username: the one the address asked for;
 * - is_own: the person is the viewer (/authorization's author id);
 * - visibility: full for one's own profile or with view_employee, else public;
 * - status: discharged when the discharge is applied, else unknown (actions that need it are left out);
 * - can: from the viewer's permissions, by the rules the upstream's own checks use (one's own profile and
 *   privacy are one's to edit; HR's edit_employee edits anyone's, changes others' status and role and resets
 *   passwords; discharge_employee discharges and restores others; add_employee invites and duplicates).
 * Other fields the answer does not give stay unknown, and the page leaves them out. Client-safe.
 */

export type ProfilePerson = Omit<ProfileView['data'], 'username' | 'is_own' | 'visibility' | 'status'> & {
  username: string;
  is_own: boolean;
  visibility: 'full' | 'public';
  /** Unknown when the answer does not say and the discharge is not applied. */
  status: EmployeeStatus | undefined;
};

export function profileInView(
  answer: ProfileView,
  viewer: { id: number; permissions: ReadonlySet<string> },
  username: string,
): { person: ProfilePerson; can: ProfileCan } {
  const { data } = answer;
  const own = data.is_own ?? data.id === viewer.id;
  const holds = (permission: string) => viewer.permissions.has(permission);
  const person: ProfilePerson = {
    ...data,
    username: data.username ?? username,
    is_own: own,
    visibility: data.visibility ?? (own || holds('view_employee') ? 'full' : 'public'),
    status: data.status ?? (data.is_discharge_applied ? 'discharged' : undefined),
  };
  const can = answer.can ?? {
    edit: own || holds('edit_employee'),
    change_status: !own && holds('edit_employee'),
    change_role: !own && holds('edit_employee'),
    reset_password: holds('edit_employee'),
    change_privacy: own || holds('edit_employee'),
    discharge: !own && holds('discharge_employee'),
    invite: holds('add_employee'),
    edit_employment: holds('edit_employee'),
  };
  return { person, can };
}
