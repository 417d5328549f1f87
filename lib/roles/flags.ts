import type { Role } from '@/lib/roles/schemas';

/**
 * What the spec does not name about a role: whether it is the administrator
 * role (every permission, always; not deletable) or the default one (new
 * people get it; not deletable). An answer that flags them (the reference
 * upstream's) is taken as it is. Neither is derived: a role holding every
 * permission may still be an ordinary one, open to editing and deleting, and
 * nothing tells the default role apart. A role not flagged is treated as
 * ordinary: the upstream refuses what it protects, and that refusal reaches the
 * user as any other. Client-safe.
 */

/** The role a deleted role's people move to unless the user picks another: the default role, else none (the user chooses; the first role may be the administrator's). */
export function moveTargetOf(others: readonly Pick<Role, 'id' | 'is_default'>[]): string {
  const fallback = others.find((other) => other.is_default === true);
  return fallback ? String(fallback.id) : '';
}
