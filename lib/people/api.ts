import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { unexpectedResponse, type Result } from '@/lib/errors';
import { serverCall } from '@/lib/upstream/server';
import { profileLeaveApi, profileSectionApi } from './endpoints';
import { joinHolidays, type ProfileSectionKey } from './profile-section-plan';

/**
 * A profile's sections for server components: the page's second round, since
 * every section GET needs the person's id from the view.
 */

/** An answer's `data`, the section itself. */
async function section<T>(call: Promise<Result<{ data: T }>>): Promise<Result<T>> {
  const result = await call;
  return result.ok ? { ...result, data: result.data.data } : result;
}

function sectionCalls(userId: number, [thisYear, nextYear]: readonly [number, number]) {
  const params = { user_id: userId };
  const holidaysOf = (year: number) => serverCall(profileLeaveApi.holidays, { params, query: { year } });
  return {
    employment: () => section(serverCall(profileSectionApi.employment, { params })),
    workFromHome: () => section(serverCall(profileSectionApi.workFromHome, { params })),
    salary: () => section(serverCall(profileSectionApi.salary, { params })),
    salaryHistory: () => section(serverCall(profileSectionApi.salaryHistory, { params })),
    bank: () => section(serverCall(profileSectionApi.bank, { params })),
    personal: () => section(serverCall(profileSectionApi.personal, { params })),
    address: () => section(serverCall(profileSectionApi.address, { params })),
    emergencyContact: () => section(serverCall(profileSectionApi.emergencyContact, { params })),
    education: () => section(serverCall(profileSectionApi.education, { params })),
    family: () => section(serverCall(profileSectionApi.family, { params })),
    leave: () => section(serverCall(profileLeaveApi.view, { params })),
    holidays: async () => joinHolidays(await Promise.all([holidaysOf(thisYear), holidaysOf(nextYear)])),
    fileDocuments: () => section(serverCall(profileSectionApi.fileDocuments, { params })),
    linkDocuments: () => section(serverCall(profileSectionApi.linkDocuments, { params })),
  } satisfies Record<ProfileSectionKey, () => Promise<Result<unknown>>>;
}

type SectionCalls = ReturnType<typeof sectionCalls>;
/** Each section asked for, as its own result: one that failed does not take the others with it. */
export type ProfileSectionResults = { [K in ProfileSectionKey]?: Awaited<ReturnType<SectionCalls[K]>> };

/**
 * A section's call that never rejects: a throw becomes that section's failure.
 * Next.js's own control flow (the redirect to sign in again after a 401) goes on.
 */
export async function settled<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await call();
  } catch (error) {
    unstable_rethrow(error);
    console.error('[profile] a section call threw', error);
    return { ok: false, status: 502, error: unexpectedResponse() };
  }
}

/** Starts every section asked for at once (holidays: two calls, this year's and next year's) and waits for all. */
export async function getProfileSections(userId: number, keys: readonly ProfileSectionKey[], holidayYears: readonly [number, number]): Promise<ProfileSectionResults> {
  const calls = sectionCalls(userId, holidayYears);
  const results = await Promise.all(keys.map((key) => settled<unknown>(calls[key])));
  return Object.fromEntries(keys.map((key, index) => [key, results[index]])) as ProfileSectionResults;
}
