import type { SidebarGroup } from '@/lib/auth/schemas';
import { SIDEBAR_ROUTE_TYPE } from '@/lib/constants';
import { canAccess, highlightGroupOf, lightsOf, matchRoute, type HighlightGroup } from '@/lib/routes';

/**
 * The sidebar menu: the server's menu groups (name, icon, routes), reduced to
 * the routes of type `admin` (spec part 1 §6) that the user may open, and the
 * rule that decides which item is lit for the current path.
 */

export interface MenuItem {
  name: string;
  icon: string;
  href: string;
}

export interface MenuGroup {
  name: string;
  icon: string;
  items: MenuItem[];
}

function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/**
 * Keeps the `admin` routes, drops any route whose route-table permission list
 * the user does not meet (the server builds the menu per user; this is the
 * second check), and drops groups left empty.
 */
export function sidebarMenu(groups: readonly SidebarGroup[], permissions: Iterable<string>): MenuGroup[] {
  const held = new Set(permissions);
  const menu: MenuGroup[] = [];
  for (const group of groups) {
    const items: MenuItem[] = [];
    for (const route of group.routes) {
      if (route.type !== SIDEBAR_ROUTE_TYPE) continue;
      const href = normalisePath(route.route_name);
      const match = matchRoute(href);
      if (match?.route.access === 'protected' && !canAccess(match.route, held)) continue;
      if (items.some((item) => item.href === href)) continue;
      items.push({ name: route.name, icon: route.icon || group.icon, href });
    }
    if (items.length > 0) menu.push({ name: group.name, icon: group.icon, items });
  }
  return menu;
}

const isWithin = (pathname: string, href: string) => href !== '/' && (pathname === href || pathname.startsWith(`${href}/`));

/**
 * The href of the item lit for `pathname`: the item for this very path, else
 * the one the page asked for (`pageLights`, components/shell/menu-light.tsx), else
 * the item whose path contains it (the longest), else the first item of the
 * same highlight group (lib/routes.ts), unless the route names the item it
 * lights (a person's leave lights All leave), so all leave routes light the leave
 * item, all attendance routes the attendance item, and the profile view the
 * employee list.
 */
export function activeMenuHref(menu: readonly MenuGroup[], pathname: string, pageLights: string | null = null): string | null {
  const path = normalisePath(pathname);
  const items = menu.flatMap((group) => group.items);
  const exact = items.find((item) => item.href === path);
  if (exact) return exact.href;
  if (pageLights && items.some((item) => item.href === pageLights)) return pageLights;
  const containing = items.filter((item) => isWithin(path, item.href)).sort((a, b) => b.href.length - a.href.length)[0];
  if (containing) return containing.href;
  const lights = lightsOf(path);
  if (lights && items.some((item) => item.href === lights)) return lights;
  const group: HighlightGroup | undefined = highlightGroupOf(path);
  if (!group) return null;
  return items.find((item) => highlightGroupOf(item.href) === group)?.href ?? null;
}

/** Index of the group holding the lit item, or -1. */
export function activeGroupIndex(menu: readonly MenuGroup[], activeHref: string | null): number {
  if (!activeHref) return -1;
  return menu.findIndex((group) => group.items.some((item) => item.href === activeHref));
}

/** Mobile: the first groups show in the bottom bar, the rest go under the Menu popup. */
export function splitForMobile<T>(menu: readonly T[], visible: number): { direct: T[]; more: T[] } {
  return { direct: menu.slice(0, visible), more: menu.slice(visible) };
}

/** The clock widget is loaded and shown only with one of these (spec part 1 §6). */
export const CLOCK_WIDGET_PERMISSIONS = ['allow_clock_in_out_attendance', 'allow_clock_break_resume_attendance'] as const;

export function canUseClockWidget(permissions: Iterable<string>): boolean {
  const held = new Set(permissions);
  return CLOCK_WIDGET_PERMISSIONS.some((permission) => held.has(permission));
}

/**
 * A short fingerprint of what the shell shows for this user (its menu and the other parts that
 * depend on permissions): a page compares its own with the shell's (ShellCheck), and when a role
 * changed since the shell was drawn, the shell is drawn again (a soft navigation keeps the layout).
 */
export function shellFingerprint(author: { permissions: readonly string[]; sidebar: readonly SidebarGroup[] }): string {
  const text = JSON.stringify([[...author.permissions].sort(), sidebarMenu(author.sidebar, author.permissions)]);
  // FNV-1a, 32 bits: a change detector, not a secret.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}
