import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_PERMISSIONS } from '@/lib/auth/permissions';
import { canAccess, findRoute, highlightGroupOf, matchRoute, ROUTE_PERMISSIONS, ROUTES, RouteConfigError, hasScreen, routeHref, validateRouteTable, type RouteDef, type RoutePattern } from '@/lib/routes';

/** Every route of both spec documents with the permissions the spec gives it. */
const SPEC: Record<string, string[] | 'public'> = {
  '/login': 'public',
  '/login/google/redirect': 'public',
  '/login/apple/redirect': 'public',
  '/forgot-password': 'public',
  '/reset-password/[token]': 'public',
  '/on-boarding-invitation/[id]/[hash]': 'public',
  '/error-500': 'public',
  '/error-403': 'public',
  '/feed': [],
  '/feed/view/[slug]': [],
  '/notification/all': [],
  '/calendar': ['access_calendar_module'],
  '/reports': ['access_report_module'],
  '/goals': ['view_employee'],
  '/billing/plan-overview': ['view_billing_plan_overview'],
  '/billing/billing-history': ['view_billing_payment_transaction'],
  '/settings': ['view_app_settings_menu'],
  '/settings/general-settings/company-information': ['configure_company_setup'],
  '/settings/general-settings/network-setup': ['configure_network_setup'],
  '/settings/general-settings/email-setup': ['configure_email_setup'],
  '/settings/general-settings/alert-setup': ['configure_notification_setup'],
  '/settings/general-settings/employee-handbook': ['configure_handbook_link'],
  '/settings/general-settings/role-permissions': ['view_role'],
  '/settings/feed-settings/feed-card-setup': ['configure_feed_sidebar_card'],
  '/time/self': ['view_attendance'],
  '/time/bird-view': ['view_any_attendance'],
  '/time/individual-view': ['view_any_attendance'],
  '/time/[user_id]': ['view_archived_employee'],
  '/time/details/view/[id]/[user_id]': ['view_any_attendance', 'view_attendance'],
  '/time/shift/view-my-shifts': ['view_attendance'],
  '/settings/time/generic-setup': ['configure_attendance_setup'],
  '/settings/time/shift-templates': ['view_shift_template'],
  '/settings/time/shift-template/add': ['add_shift_template'],
  '/settings/time/shift-template/edit/[id]': ['edit_shift_template'],
  '/settings/time/shift-assignment/[[action_id]]': ['view_shift_calendar'],
  '/leaves/self': ['view_leave_application'],
  '/leaves/[user_id]': ['view_leave_application'],
  '/leaves/all': [
    'view_any_leave_application',
    'review_any_leave_application',
    'delete_any_leave_application',
    'change_decision_leave_application',
    'view_review_leave_application',
  ],
  '/leave/application/new': ['apply_leave_application'],
  '/settings/leave/leave-setup': ['configure_leave_setup'],
  '/settings/leave/leave-packages': ['view_leave_policy'],
  '/settings/leave/leave-packages/[leave_policy_id]/assigned-people': ['view_leave_policy'],
  '/settings/leave/review-process': ['view_leave_review'],
  '/settings/leave/leave-review/[leave_review_id]/assigned-people': ['view_leave_review'],
  '/settings/leave/leave-types': ['view_leave_type'],
  '/settings/leave/holidays': ['view_holiday'],
  '/settings/leave/holidays/[holiday_id]/assigned-people': ['view_holiday'],
  '/settings/leave/holidays/import': ['view_holiday'],
  '/people': ['view_employee'],
  '/people/import': ['import_employee'],
  '/people/profile/view/[username]': [],
  '/settings/people/departments': ['view_department'],
  '/settings/people/designations': ['view_designation'],
  '/settings/people/employment-types': ['view_employment_type'],
  '/settings/people/document-types': ['view_document_type'],
  '/settings/people/groups': ['view_employee_group'],
  '/settings/people/groups/[group_id]/assigned-people': ['view_employee_group'],
  '/settings/people/archive': ['view_archived_employee'],
};

describe('route table', () => {
  it.each(Object.entries(SPEC))('holds %s with the spec permissions', (pattern, expected) => {
    const route = findRoute(pattern as RoutePattern);
    if (expected === 'public') {
      expect(route.access).toBe('public');
    } else {
      expect(route.access).toBe('protected');
      expect([...(route as unknown as { permissions: string[] }).permissions].sort()).toEqual([...expected].sort());
    }
  });

  it('builds app paths from patterns', () => {
    expect(routeHref('/settings/people/groups/[group_id]/assigned-people', { group_id: 3 })).toBe('/settings/people/groups/3/assigned-people');
    expect(routeHref('/people/profile/view/[username]', { username: 'a b' })).toBe('/people/profile/view/a%20b');
    expect(routeHref('/settings/time/shift-assignment/[[action_id]]', { action_id: 7 })).toBe('/settings/time/shift-assignment/7');
    expect(routeHref('/settings/time/shift-assignment/[[action_id]]')).toBe('/settings/time/shift-assignment');
    // @ts-expect-error a required value left out does not compile
    expect(() => routeHref('/time/details/view/[id]/[user_id]', { id: 1 })).toThrow(/missing "user_id"/);
    expect(routeHref('/settings/people/archive')).toBe('/settings/people/archive');
    // @ts-expect-error a pattern that is not in the table does not compile
    expect(() => findRoute('/settings/people/departmentz')).toThrow(/No route/);
  });

  it('marks as pending exactly the routes without a page in app/ (or pages/, the sign-in page)', () => {
    const pages = new Set([
      ...readdirSync(join(process.cwd(), 'app'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /(^|\/)page\.tsx$/.test(file))
        .map((file) =>
          `/${file}`
            .replace(/\/page\.tsx$/, '')
            .replace(/\/\([^)]*\)/g, '')
            .replace(/\[\[\.\.\.([a-z_]+)\]\]/g, '[[$1]]')
            .replace(/^$/, '/'),
        ),
      ...readdirSync(join(process.cwd(), 'pages'), { encoding: 'utf8' })
        .filter((file) => /^[^_].*\.tsx$/.test(file) && !file.endsWith('.test.tsx'))
        .map((file) => `/${file.replace(/\.tsx$/, '')}`),
    ]);
    const screenOf = (pattern: string) => pattern.replace(/^\/login\/(google|apple)\/redirect$/, '/login/[provider]/redirect');
    for (const route of ROUTES) {
      if (route.access === 'redirect') continue;
      expect({ pattern: route.pattern, built: pages.has(screenOf(route.pattern)) }).toEqual({ pattern: route.pattern, built: hasScreen(route.pattern) });
    }
  });

  it('redirects the landing path to /feed', () => {
    const landing = findRoute('/');
    expect(landing).toMatchObject({ access: 'redirect', to: '/feed' });
  });

  it('gives the leave view route a view or review permission', () => {
    const route = findRoute('/leave/application/view/[id]');
    expect(route.access).toBe('protected');
    expect((route as unknown as { permissions: string[] }).permissions).toEqual(expect.arrayContaining(['view_leave_application', 'review_any_leave_application']));
  });

  // A role with change_decision alone listed every application on All leave, and each row led to the 403 screen.
  it('opens an application to everyone who may list all leave (its rows link there)', () => {
    const view = findRoute('/leave/application/view/[id]');
    const list = findRoute('/leaves/all');
    for (const permission of list.permissions) expect([permission, canAccess(view, [permission])]).toEqual([permission, true]);
  });

  it('uses only permissions from the catalogue', () => {
    for (const permission of ROUTE_PERMISSIONS) expect(ALL_PERMISSIONS).toContain(permission);
  });

  it('raises a configuration error for a protected route without a permission list', () => {
    const bad = [{ access: 'protected', pattern: '/reports', title: 'Reports' }] as unknown as RouteDef[];
    expect(() => validateRouteTable(bad)).toThrow(RouteConfigError);
    expect(() => validateRouteTable(bad)).toThrow(/needs a permissions list/);
  });

  it('raises a configuration error for a route with no access kind and no list', () => {
    const bad = [{ pattern: '/goals', title: 'Goals' }] as unknown as RouteDef[];
    expect(() => validateRouteTable(bad)).toThrow(RouteConfigError);
  });

  it('rejects duplicate and malformed patterns', () => {
    const twice = [ROUTES[0]!, ROUTES[0]!];
    expect(() => validateRouteTable(twice)).toThrow(/listed twice/);
    expect(() => validateRouteTable([{ access: 'public', pattern: 'login', title: 'x' }])).toThrow(RouteConfigError);
    expect(() => validateRouteTable([{ access: 'public', pattern: '/a/[[b]]/c', title: 'x' }])).toThrow(/optional segment/);
    const lit = (lights: string, group: 'leave' | 'people' = 'leave') => [
      { access: 'protected' as const, pattern: '/a', title: 'A', permissions: [], group: 'leave' as const },
      { access: 'protected' as const, pattern: '/b/[id]', title: 'B', permissions: [], group, lights },
    ];
    expect(() => validateRouteTable(lit('/a'))).not.toThrow();
    expect(() => validateRouteTable(lit('/nowhere'))).toThrow(/lights "\/nowhere", which is not a route of its group/);
    expect(() => validateRouteTable(lit('/a', 'people'))).toThrow(/not a route of its group/);
  });

});

describe('matchRoute', () => {
  it('prefers static segments over parameters', () => {
    expect(matchRoute('/time/self')?.route.pattern).toBe('/time/self');
    expect(matchRoute('/time/bird-view')?.route.pattern).toBe('/time/bird-view');
    expect(matchRoute('/time/42')).toMatchObject({ route: { pattern: '/time/[user_id]' }, params: { user_id: '42' } });
    expect(matchRoute('/leaves/all')?.route.pattern).toBe('/leaves/all');
    expect(matchRoute('/leaves/7')?.route.pattern).toBe('/leaves/[user_id]');
  });

  it('matches parameters, optional segments and trailing slashes', () => {
    expect(matchRoute('/time/details/view/3/9')?.params).toEqual({ id: '3', user_id: '9' });
    expect(matchRoute('/settings/time/shift-assignment')?.route.pattern).toBe('/settings/time/shift-assignment/[[action_id]]');
    expect(matchRoute('/settings/time/shift-assignment/12')?.params).toEqual({ action_id: '12' });
    expect(matchRoute('/feed/')?.route.pattern).toBe('/feed');
    expect(matchRoute('/')?.route.pattern).toBe('/');
  });

  it('returns null for unknown paths', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/feed/view')).toBeNull();
  });
});

describe('canAccess', () => {
  const birdView = findRoute('/time/bird-view') as Parameters<typeof canAccess>[0];
  it('needs any one listed permission', () => {
    expect(canAccess(birdView, ['view_any_attendance'])).toBe(true);
    expect(canAccess(birdView, new Set(['view_attendance']))).toBe(false);
  });
  it('lets any signed-in user into a route with an empty list', () => {
    expect(canAccess(findRoute('/feed') as Parameters<typeof canAccess>[0], [])).toBe(true);
  });
});

describe('highlight groups', () => {
  it('lights the leave routes together', () => {
    for (const path of ['/leaves/self', '/leaves/all', '/leaves/4', '/leave/application/view/2', '/leave/application/new']) {
      expect(highlightGroupOf(path)).toBe('leave');
    }
  });
  it('lights the attendance routes together', () => {
    for (const path of ['/time/self', '/time/bird-view', '/time/individual-view', '/time/12', '/time/details/view/1/2', '/time/shift/view-my-shifts']) {
      expect(highlightGroupOf(path)).toBe('attendance');
    }
  });
  it('lights the employee list with the profile view', () => {
    expect(highlightGroupOf('/people')).toBe('people');
    expect(highlightGroupOf('/people/profile/view/ava.sinclair')).toBe('people');
  });
});
