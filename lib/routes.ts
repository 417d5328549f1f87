import type { Permission } from '@/lib/auth/permissions';
import { SEES_ALL_LEAVE } from '@/lib/leave/access';

/**
 * The one route table: every route of both spec documents with its permission
 * list (any-of), page title and sidebar highlight group. middleware.ts gates
 * with it, pages re-check with it, the shell titles and highlights with it.
 *
 * Patterns and permissions are types: findRoute, requireRoute and routeHref take
 * only patterns of this table, and a route's permissions only catalogue names,
 * so a mistyped route or permission is a compile error.
 *
 * `permissions: []` means any signed-in user. A protected route without a
 * `permissions` list is a configuration fault: validateRouteTable throws at
 * module load, so a bad table fails the build, the server start and the tests.
 */

export type HighlightGroup =
  | 'feed'
  | 'attendance'
  | 'leave'
  | 'people'
  | 'calendar'
  | 'reports'
  | 'goals'
  | 'billing'
  | 'alerts'
  | 'settings';

interface BaseRoute {
  /** Path pattern: `[param]` is one segment, `[[param]]` an optional last segment. */
  pattern: string;
  title: string;
}
export interface PublicRoute extends BaseRoute {
  access: 'public';
}
export interface ProtectedRoute extends BaseRoute {
  access: 'protected';
  permissions: readonly Permission[];
  group?: HighlightGroup;
  /** The menu item the route lights, when not its group's first (a person's leave lights All leave, not My leave): a static path of the same group. */
  lights?: string;
  /** Image sources the screen's CSP allows beyond the app's and the upstream's (images only). */
  imageSources?: readonly string[];
}
export interface RedirectRoute extends BaseRoute {
  access: 'redirect';
  to: string;
}
export type RouteDef = PublicRoute | ProtectedRoute | RedirectRoute;

const pub = <P extends string>(pattern: P, title: string) => ({ access: 'public', pattern, title }) as PublicRoute & { pattern: P };
const auth = <P extends string>(pattern: P, title: string, permissions: readonly Permission[], group?: HighlightGroup, extra?: Pick<ProtectedRoute, 'imageSources' | 'lights'>) =>
  ({ access: 'protected', pattern, title, permissions, group, ...extra }) as ProtectedRoute & { pattern: P };
const redirectTo = <P extends string>(pattern: P, title: string, to: string) => ({ access: 'redirect', pattern, title, to }) as RedirectRoute & { pattern: P };

const LEAVE_LIST: readonly Permission[] = [...SEES_ALL_LEAVE, 'view_review_leave_application'];
// The spec says "view or review style permissions (exact names not shown)": one's own, and every
// permission that lists all leave, since its rows open here (a change of decision is made only here).
const LEAVE_VIEW: readonly Permission[] = ['view_leave_application', ...LEAVE_LIST];

const TABLE = [
  // Public and error pages
  pub('/login', 'Sign in'),
  pub('/login/google/redirect', 'Signing in with Google'),
  pub('/login/apple/redirect', 'Signing in with Apple'),
  pub('/forgot-password', 'Forgot password'),
  pub('/reset-password/[token]', 'Reset password'),
  pub('/on-boarding-invitation/[id]/[hash]', 'Welcome aboard'),
  pub('/error-500', 'Server error'),
  pub('/error-403', 'Forbidden'),

  // Feed and general
  redirectTo('/', 'Crewdesk', '/feed'),
  auth('/feed', 'Feed', [], 'feed'),
  auth('/feed/view/[slug]', 'Post', [], 'feed'),
  auth('/notification/all', 'All Alerts', [], 'alerts'),
  auth('/calendar', 'Calendar', ['access_calendar_module'], 'calendar'),
  auth('/reports', 'Reports', ['access_report_module'], 'reports'),
  auth('/goals', 'Goals', ['view_employee'], 'goals'),
  auth('/billing/plan-overview', 'Plan overview', ['view_billing_plan_overview'], 'billing'),
  auth('/billing/billing-history', 'Billing history', ['view_billing_payment_transaction'], 'billing'),

  // Settings
  auth('/settings', 'Settings', ['view_app_settings_menu'], 'settings'),
  auth('/settings/general-settings/company-information', 'Company information', ['configure_company_setup'], 'settings'),
  auth('/settings/general-settings/network-setup', 'Network setup', ['configure_network_setup'], 'settings'),
  // Its logo preview: an e-mail logo lives on another site by nature.
  auth('/settings/general-settings/email-setup', 'Email setup', ['configure_email_setup'], 'settings', { imageSources: ['https:'] }),
  auth('/settings/general-settings/alert-setup', 'Alert setup', ['configure_notification_setup'], 'settings'),
  auth('/settings/general-settings/employee-handbook', 'Employee handbook', ['configure_handbook_link'], 'settings'),
  auth('/settings/general-settings/role-permissions', 'Roles and permissions', ['view_role'], 'settings'),
  // Path and permission of the theme screen, configuration index and goals settings are not in the spec;
  // the goals settings change how everyone's goals behave: for those who manage people's records.
  auth('/settings/general-settings/theme-design', 'Theme design', ['configure_theme_setup'], 'settings'),
  auth('/settings/general-settings/configuration', 'Configuration', ['view_app_settings_menu'], 'settings'),
  auth('/settings/goals', 'Goals settings', ['edit_employee'], 'settings'),
  auth('/settings/feed-settings/feed-card-setup', 'Feed card setup', ['configure_feed_sidebar_card'], 'settings'),

  // Time
  auth('/time/self', 'My attendance', ['view_attendance'], 'attendance'),
  auth('/time/bird-view', 'Bird view', ['view_any_attendance'], 'attendance'),
  auth('/time/individual-view', 'Individual view', ['view_any_attendance'], 'attendance'),
  auth('/time/details/view/[id]/[user_id]', 'Attendance details', ['view_any_attendance', 'view_attendance'], 'attendance'),
  auth('/time/shift/view-my-shifts', 'My shifts', ['view_attendance'], 'attendance'),
  // Someone else's attendance (an archived person's): lit as the individual view, not as My attendance.
  auth('/time/[user_id]', 'Attendance', ['view_archived_employee'], 'attendance', { lights: '/time/individual-view' }),
  auth('/settings/time/generic-setup', 'Attendance setup', ['configure_attendance_setup'], 'settings'),
  auth('/settings/time/shift-templates', 'Shift templates', ['view_shift_template'], 'settings'),
  auth('/settings/time/shift-template/add', 'Add shift template', ['add_shift_template'], 'settings'),
  auth('/settings/time/shift-template/edit/[id]', 'Edit shift template', ['edit_shift_template'], 'settings'),
  auth('/settings/time/shift-assignment/[[action_id]]', 'Shift assignment', ['view_shift_calendar'], 'settings'),

  // Leave
  auth('/leaves/self', 'My leave', ['view_leave_application'], 'leave'),
  auth('/leaves/all', 'All leave', LEAVE_LIST, 'leave'),
  auth('/leaves/[user_id]', 'Leave', ['view_leave_application'], 'leave', { lights: '/leaves/all' }),
  auth('/leave/application/view/[id]', 'Leave application', LEAVE_VIEW, 'leave'),
  auth('/leave/application/new', 'Apply for leave', ['apply_leave_application'], 'leave'),
  auth('/settings/leave/leave-setup', 'Leave setup', ['configure_leave_setup'], 'settings'),
  auth('/settings/leave/leave-packages', 'Leave policies', ['view_leave_policy'], 'settings'),
  auth('/settings/leave/leave-packages/[leave_policy_id]/assigned-people', 'Leave policy people', ['view_leave_policy'], 'settings'),
  auth('/settings/leave/review-process', 'Review process', ['view_leave_review'], 'settings'),
  auth('/settings/leave/leave-review/[leave_review_id]/assigned-people', 'Review process people', ['view_leave_review'], 'settings'),
  auth('/settings/leave/leave-types', 'Leave types', ['view_leave_type'], 'settings'),
  auth('/settings/leave/holidays', 'Holidays', ['view_holiday'], 'settings'),
  auth('/settings/leave/holidays/import', 'Import holidays', ['view_holiday'], 'settings'),
  auth('/settings/leave/holidays/[holiday_id]/assigned-people', 'Holiday people', ['view_holiday'], 'settings'),

  // People
  auth('/people', 'Employees', ['view_employee'], 'people'),
  auth('/people/import', 'Import employees', ['import_employee'], 'people'),
  auth('/people/profile/view/[username]', 'Profile', [], 'people'),
  auth('/settings/people/departments', 'Departments', ['view_department'], 'settings'),
  auth('/settings/people/designations', 'Designations', ['view_designation'], 'settings'),
  auth('/settings/people/employment-types', 'Employment types', ['view_employment_type'], 'settings'),
  auth('/settings/people/document-types', 'Document types', ['view_document_type'], 'settings'),
  auth('/settings/people/groups', 'Employee groups', ['view_employee_group'], 'settings'),
  auth('/settings/people/groups/[group_id]/assigned-people', 'Group people', ['view_employee_group'], 'settings'),
  auth('/settings/people/archive', 'Archive', ['view_archived_employee'], 'settings'),
];

type TableRoute = (typeof TABLE)[number];
/** Every route pattern of the table. */
export type RoutePattern = TableRoute['pattern'];
/** Patterns of routes that need a signed-in user (what requireRoute takes). */
export type ProtectedPattern = Extract<TableRoute, { access: 'protected' }>['pattern'];

export const ROUTES: readonly RouteDef[] = TABLE;

/**
 * Routes the gate knows whose screens are not built yet (they answer Not Found
 * inside the shell). Menus link only to the others; each issue that builds a
 * screen takes its line out. lib/routes.test.ts holds this list to the app/
 * folder, both ways.
 */
export const PENDING_SCREENS: ReadonlySet<RoutePattern> = new Set<RoutePattern>([]);

/** Whether a route has a screen to link to. */
export const hasScreen = (pattern: string): boolean => !PENDING_SCREENS.has(pattern as RoutePattern);

type RequiredNames<P extends string> = P extends `${string}[${infer Name}]${infer Rest}`
  ? (Name extends `[${string}` ? never : Name) | RequiredNames<Rest>
  : never;
type OptionalNames<P extends string> = P extends `${string}[[${infer Name}]]${infer Rest}` ? Name | OptionalNames<Rest> : never;
/** The values a route pattern takes: `{ group_id: number | string }` for '/settings/people/groups/[group_id]/assigned-people'. */
export type RouteParams<P extends string> = { [K in RequiredNames<P>]: string | number } & { [K in OptionalNames<P>]?: string | number };

/**
 * An app path from a route pattern and its values; an optional last segment is
 * left out when no value is given.
 *
 *   routeHref('/settings/people/groups/[group_id]/assigned-people', { group_id: 3 })
 */
export function routeHref<P extends RoutePattern>(pattern: P, ...[params]: [RequiredNames<P>] extends [never] ? [RouteParams<P>?] : [RouteParams<P>]): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return pattern
    .replace(/\/\[\[([a-z_]+)\]\]$/, (_, name: string) => (values[name] === undefined ? '' : `/${encodeURIComponent(String(values[name]))}`))
    .replace(/\[([a-z_]+)\]/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new RouteConfigError(`routeHref: missing "${name}" for ${pattern}`);
      return encodeURIComponent(String(value));
    });
}

export class RouteConfigError extends Error {
  override name = 'RouteConfigError';
}

const SEGMENT = /^(?:[A-Za-z0-9._~-]+|\[[a-z_]+\]|\[\[[a-z_]+\]\])$/;

/** Throws RouteConfigError on any protected route without a permission list, or a malformed/duplicate pattern. */
export function validateRouteTable(table: readonly RouteDef[]): void {
  const seen = new Set<string>();
  for (const route of table) {
    const where = `route "${route.pattern}"`;
    if (!route.pattern.startsWith('/')) throw new RouteConfigError(`${where}: pattern must start with "/"`);
    const segments = route.pattern.split('/').slice(1).filter(Boolean);
    segments.forEach((segment, index) => {
      if (!SEGMENT.test(segment)) throw new RouteConfigError(`${where}: bad segment "${segment}"`);
      if (segment.startsWith('[[') && index !== segments.length - 1) {
        throw new RouteConfigError(`${where}: an optional segment must be last`);
      }
    });
    if (seen.has(route.pattern)) throw new RouteConfigError(`${where}: listed twice`);
    seen.add(route.pattern);
    if (!route.title) throw new RouteConfigError(`${where}: missing title`);
    const access = (route as { access?: unknown }).access;
    if (access === 'protected' || access === undefined) {
      if (!Array.isArray((route as { permissions?: unknown }).permissions)) {
        throw new RouteConfigError(`${where}: a protected route needs a permissions list ([] for any signed-in user)`);
      }
    } else if (access !== 'public' && access !== 'redirect') {
      throw new RouteConfigError(`${where}: unknown access "${String(access)}"`);
    }
  }
  for (const route of table) {
    const lights = (route as { lights?: unknown }).lights;
    if (lights === undefined) continue;
    const target = table.find((other) => other.pattern === lights);
    if (!target || target.access !== 'protected' || target.group !== (route as ProtectedRoute).group) {
      throw new RouteConfigError(`route "${route.pattern}": it lights "${String(lights)}", which is not a route of its group`);
    }
  }
}

interface CompiledRoute {
  route: RouteDef;
  regex: RegExp;
  params: string[];
  /** Fewer parameters first, so of two patterns matching one path the more specific wins. */
  dynamicCount: number;
}

function compile(route: RouteDef): CompiledRoute {
  const params: string[] = [];
  let dynamicCount = 0;
  let source = '';
  for (const segment of route.pattern.split('/').slice(1).filter(Boolean)) {
    const optional = /^\[\[([a-z_]+)\]\]$/.exec(segment);
    const required = /^\[([a-z_]+)\]$/.exec(segment);
    if (optional) {
      params.push(optional[1]!);
      dynamicCount += 1;
      source += '(?:/([^/]+))?';
    } else if (required) {
      params.push(required[1]!);
      dynamicCount += 1;
      source += '/([^/]+)';
    } else {
      source += `/${segment.replace(/[.~-]/g, (c) => `\\${c}`)}`;
    }
  }
  return { route, params, dynamicCount, regex: new RegExp(`^${source || '/'}/?$`) };
}

validateRouteTable(ROUTES);

/**
 * How matchRoute finds a route: the static patterns by exact path (a static
 * route beats a dynamic one: /time/self before /time/[user_id]), then the
 * patterns with parameters, fewest first. Each is built when first needed, not
 * at load: the browser loads this table with the shell on every page, and most
 * pages match a static path.
 */
let exactRoutes: ReadonlyMap<string, RouteDef> | null = null;
let dynamicRoutes: readonly CompiledRoute[] | null = null;

const staticPattern = (route: RouteDef) => !route.pattern.includes('[');

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Finds the route for an app path (without basePath or query). */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  exactRoutes ??= new Map(ROUTES.filter(staticPattern).map((route) => [route.pattern, route]));
  const route = exactRoutes.get(path);
  if (route) return { route, params: {} };
  dynamicRoutes ??= ROUTES.filter((route) => !staticPattern(route))
    .map(compile)
    .sort((a, b) => a.dynamicCount - b.dynamicCount);
  for (const compiled of dynamicRoutes) {
    const found = compiled.regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    compiled.params.forEach((name, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[name] = decodeURIComponent(value);
    });
    return { route: compiled.route, params };
  }
  return null;
}

export function findRoute<P extends RoutePattern>(pattern: P): Extract<TableRoute, { pattern: P }> {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new RouteConfigError(`No route "${pattern}" in the route table`);
  return route as Extract<TableRoute, { pattern: P }>;
}

/** Any-of check; an empty list lets any signed-in user in. */
export function canAccess(route: ProtectedRoute, held: ReadonlySet<string> | readonly string[]): boolean {
  if (route.permissions.length === 0) return true;
  const set = held instanceof Set ? held : new Set(held as readonly string[]);
  return route.permissions.some((permission) => set.has(permission));
}

/** The menu path a route lights before its group's first item (ProtectedRoute.lights). */
export function lightsOf(pathname: string): string | undefined {
  const match = matchRoute(pathname);
  return match?.route.access === 'protected' ? match.route.lights : undefined;
}

/** Highlight group of an app path; sidebar items light up when theirs matches. */
export function highlightGroupOf(pathname: string): HighlightGroup | undefined {
  const match = matchRoute(pathname);
  return match?.route.access === 'protected' ? match.route.group : undefined;
}

/** Every distinct permission a route needs: the gate's snapshot only stores these. */
export const ROUTE_PERMISSIONS: readonly string[] = Array.from(
  new Set(ROUTES.flatMap((route) => (route.access === 'protected' ? route.permissions : []))),
).sort();
