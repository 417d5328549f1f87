import { authApi } from '@/lib/auth/endpoints';
import { billingApi } from '@/lib/billing/endpoints';
import { feedApi, feedCardSetupApi } from '@/lib/feed/endpoints';
import { fileApi } from '@/lib/files/endpoints';
import { employeeChoicesApi, goalApi } from '@/lib/goals/endpoints';
import { holidayApi, holidayPeopleApi, leavePolicyApi, leaveReviewApi, leaveSetupApi, leaveTypeApi, policyPeopleApi, reviewPeopleApi } from '@/lib/leave/endpoints';
import { appSettingsApi, welcomeWizardApi } from '@/lib/app-settings/endpoints';
import { notificationApi } from '@/lib/notifications/endpoints';
import { onboardingApi } from '@/lib/onboarding/endpoints';
import { reportApi } from '@/lib/reports/endpoints';
import { archiveApi, employeeApi, groupPeopleApi, namedItemApi, profileApi, profileSectionApi, sharedListApi } from '@/lib/people/endpoints';
import { roleApi } from '@/lib/roles/endpoints';
import { searchApi } from '@/lib/shell/endpoints';
import { clockApi } from '@/lib/time/clock-endpoints';
import { timeApi } from '@/lib/time/endpoints';
import { widgetApi } from '@/lib/widgets/endpoints';
import type { Endpoint, EndpointDomain, HttpMethod } from '@/lib/upstream/define';

export { endpointPath } from '@/lib/upstream/define';
export type { Endpoint, EndpointDomain, HttpMethod } from '@/lib/upstream/define';

/**
 * The endpoint table: every upstream call of both spec documents. It is the
 * proxy's allowlist: /api/upstream forwards a request only when its method and
 * path match an entry with `proxy !== false`. `{name}` matches one path
 * segment. Client-safe (pure data + matcher).
 *
 * Calls are defined once, by name, in their domain's `endpoints.ts` (see
 * lib/upstream/define.ts) and collected here. The rows further down are the
 * calls whose screens are not built yet: each part-2 issue replaces its rows
 * with named definitions as it builds them.
 *
 * Not listed, on purpose: the spec's "DELETE on a caller-supplied url" (files)
 * and "generic GET, POST and DELETE on a url supplied by the caller" (comments).
 * An open-ended URL cannot be allowlisted; callers use the concrete comment and
 * file endpoints below instead.
 */

/** Every endpoint inside a (nested) object of definitions. */
function collect(...apis: object[]): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if ('method' in value && 'path' in value && 'domain' in value) found.push(value as Endpoint);
    else Object.values(value).forEach(walk);
  };
  apis.forEach(walk);
  return found;
}

/** The named definitions of the domains built so far (the rest of the table are rows of calls not built yet). */
export const DEFINED_ENDPOINTS: readonly Endpoint[] = collect(
  authApi,
  onboardingApi,
  timeApi,
  clockApi,
  feedApi,
  feedCardSetupApi,
  widgetApi,
  searchApi,
  notificationApi,
  fileApi,
  namedItemApi,
  groupPeopleApi,
  archiveApi,
  sharedListApi,
  leaveTypeApi,
  leavePolicyApi,
  policyPeopleApi,
  leaveReviewApi,
  reviewPeopleApi,
  leaveSetupApi,
  welcomeWizardApi,
  appSettingsApi,
  holidayApi,
  holidayPeopleApi,
  employeeApi,
  profileApi,
  profileSectionApi,
  roleApi,
  reportApi,
  employeeChoicesApi,
  billingApi,
  goalApi,
);

type Row = [HttpMethod, string];

function group(domain: EndpointDomain, prefix: string, rows: Row[], extra: { proxy?: false } = {}): Endpoint[] {
  return rows.map(([method, path]) => ({ method, path: `${prefix}${path}`, domain, ...extra }));
}

const profileSections = ['employment/employment-info', 'work-from-home-info', 'salary-info', 'bank-info', 'personal-info', 'education', 'family-info'];

export const ENDPOINTS: readonly Endpoint[] = [
  ...DEFINED_ENDPOINTS,
  // ── Part 1 ─────────────────────────────────────────────────────────────
  ...group('calendar', '/calendar/', [['GET', 'index']]),

  // ── Part 2 ─────────────────────────────────────────────────────────────
  ...group('leave', '/leave/', [
    ['GET', 'employee-leaves/index'],
    ['GET', 'reviewer-leaves/index'],
    ['GET', 'reviewer-leaves/summary'],
    ['DELETE', 'reviewer-leaves/leave/delete/{id}'],
    ['GET', 'leave/application/new'],
    ['GET', 'leave/application/view/{application_id}'],
    ['POST', 'leave/application/store'],
    ['POST', 'leave/application/change-decision'],
    ['POST', 'leave/application/{id}/approved'],
    ['POST', 'leave/application/{id}/rejected'],
    ['POST', 'leave/application/{id}/withdrawn'],
  ]),
  ...group('employee-import', '/employee/', [
    ['GET', 'employee/entry-import/upload-meta'],
    ['POST', 'employee/entry-import/file'],
    ['POST', 'employee/entry-import/validate-data'],
    ['POST', 'employee/entry-import/process-data'],
  ]),
  // The profile's view and sections not built yet (its actions are in profileApi, domain 'profile').
  ...group('profile-sections', '/employee/employee/profile/', [
    ['POST', '{user_id}/change-avatar'],
    ...profileSections.flatMap((section): Row[] => [
      ['GET', `{user_id}/${section}`],
      ['POST', `{user_id}/${section}`],
    ]),
    ['GET', '{user_id}/salary-history'],
    ['POST', '{user_id}/employment/note/save'],
    ['GET', '{user_id}/leave'],
    ['POST', '{user_id}/leave/policy-review/update'],
    ['GET', '{user_id}/leave/holidays'],
    ['GET', '{user_id}/leave/holidays/assignable-data'],
    ['POST', '{user_id}/leave/holidays/assign-data'],
    ['POST', '{user_id}/leave/holidays/remove'],
  ]),
  ...group('batch', '/application/batch-process/', [
    ['GET', '{id}/status'],
    ['DELETE', '{id}/delete'],
    ['POST', '{id}/cancel'],
  ]),
];

interface CompiledEndpoint {
  endpoint: Endpoint;
  regex: RegExp;
  params: string[];
  dynamicCount: number;
}

const COMPILED: CompiledEndpoint[] = ENDPOINTS.map((endpoint) => {
  const params: string[] = [];
  const source = endpoint.path
    .split('/')
    .map((segment) => {
      const param = /^\{([a-z_]+)\}$/.exec(segment);
      if (param) {
        params.push(param[1]!);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^$()|[\]\\-]/g, (c) => `\\${c}`);
    })
    .join('/');
  return { endpoint, params, dynamicCount: params.length, regex: new RegExp(`^${source}$`) };
}).sort((a, b) => a.dynamicCount - b.dynamicCount);

/** Paths without parameters, by "METHOD path": most calls are found without a regex. */
const STATIC = new Map(COMPILED.filter((compiled) => compiled.dynamicCount === 0).map((compiled) => [`${compiled.endpoint.method} ${compiled.endpoint.path}`, compiled.endpoint]));
const DYNAMIC = COMPILED.filter((compiled) => compiled.dynamicCount > 0);

export interface EndpointMatch {
  endpoint: Endpoint;
  params: Record<string, string>;
}

/** The table entry for a method and an upstream path (leading slash, no query), or null. */
export function findEndpoint(method: string, path: string): EndpointMatch | null {
  const upper = method.toUpperCase();
  const exact = STATIC.get(`${upper} ${path}`);
  if (exact) return { endpoint: exact, params: {} };
  for (const compiled of DYNAMIC) {
    if (compiled.endpoint.method !== upper) continue;
    const found = compiled.regex.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    compiled.params.forEach((name, index) => (params[name] = found[index + 1]!));
    return { endpoint: compiled.endpoint, params };
  }
  return null;
}
