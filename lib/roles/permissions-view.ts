import type { PermissionGroupItem } from '@/lib/roles/schemas';

/**
 * How the permission editor shows the catalogue: readable labels for the
 * permission names, and the search over them. Client-safe, no React.
 */

/** "view_any_attendance" → "View any attendance". */
export function permissionLabel(name: string): string {
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "attendance" → "Attendance". */
export const groupLabel = permissionLabel;

/**
 * The groups with only the permissions matching every word of the search (in
 * the label, the raw name or the group's name); groups left empty drop out.
 */
export function filterPermissionGroups(groups: readonly PermissionGroupItem[], search: string): PermissionGroupItem[] {
  const words = search.toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      permissions: group.permissions.filter((permission) => {
        const text = `${permission.name.replaceAll('_', ' ')} ${group.name}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.permissions.length > 0);
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}
