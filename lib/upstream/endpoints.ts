import { authApi } from '@/lib/auth/endpoints';
import { billingApi } from '@/lib/billing/endpoints';
import { calendarApi } from '@/lib/calendar/endpoints';
import { feedApi, feedCardSetupApi } from '@/lib/feed/endpoints';
import { fileApi } from '@/lib/files/endpoints';
import { employeeChoicesApi, goalApi } from '@/lib/goals/endpoints';
import {
  holidayApi,
  holidayPeopleApi,
  leaveApplicationApi,
  leaveListApi,
  leavePolicyApi,
  leaveReviewApi,
  leaveSetupApi,
  leaveTypeApi,
  policyPeopleApi,
  reviewPeopleApi,
} from '@/lib/leave/endpoints';
import { appSettingsApi, welcomeWizardApi } from '@/lib/app-settings/endpoints';
import { notificationApi } from '@/lib/notifications/endpoints';
import { onboardingApi } from '@/lib/onboarding/endpoints';
import { batchApi, employeeImportApi } from '@/lib/people/import-endpoints';
import { reportApi } from '@/lib/reports/endpoints';
import { archiveApi, employeeApi, groupPeopleApi, namedItemApi, profileApi, profileLeaveApi, profileSectionApi, sharedListApi } from '@/lib/people/endpoints';
import { roleApi } from '@/lib/roles/endpoints';
import { searchApi } from '@/lib/shell/endpoints';
import { clockApi } from '@/lib/time/clock-endpoints';
import { timeApi } from '@/lib/time/endpoints';
import { widgetApi } from '@/lib/widgets/endpoints';
import type { Endpoint } from '@/lib/upstream/define';

export { endpointPath } from '@/lib/upstream/define';
export type { Endpoint, EndpointDomain, HttpMethod } from '@/lib/upstream/define';

/**
 * The endpoint table: every upstream call of both spec documents. It is the
 * proxy's allowlist: /api/upstream forwards a request only when its method and
 * path match an entry with `proxy !== false`. `{name}` matches one path
 * segment. Client-safe (pure data + matcher).
 *
 * Calls are defined once, by name, in their domain's `endpoints.ts` (see
 * lib/upstream/define.ts) and collected here; a new call is a new definition
 * there (the endpoint tests hold the count).
 *
 * Not listed, on purpose: the spec's "DELETE on a caller-supplied url" (files)
 * and "generic GET, POST and DELETE on a url supplied by the caller" (comments).
 * An open-ended URL cannot be allowlisted; callers use the concrete comment and
 * file endpoints instead.
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

/** The named definitions of every domain. */
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
  leaveApplicationApi,
  leaveListApi,
  employeeApi,
  profileApi,
  profileSectionApi,
  profileLeaveApi,
  roleApi,
  employeeImportApi,
  batchApi,
  calendarApi,
  reportApi,
  employeeChoicesApi,
  billingApi,
  goalApi,
);

/** The whole table: every call of both spec documents is defined by name now. */
export const ENDPOINTS: readonly Endpoint[] = DEFINED_ENDPOINTS;

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
