import { redirect } from 'next/navigation';
import type { Result } from '@/lib/errors';
import { serverCall } from '@/lib/upstream/server';
import { getProfileSections, settled } from './api';
import { profileLeaveApi, profileSectionApi } from './endpoints';
import { PROFILE_SECTION_KEYS } from './profile-section-plan';

jest.mock('@/lib/upstream/server', () => ({ serverCall: jest.fn() }));
const call = jest.mocked(serverCall);

const ok = (data: unknown): Result<unknown> => ({ ok: true, status: 200, data });
const failed: Result<never> = { ok: false, status: 500, error: { kind: 'server', status: 500, message: 'Injected fault' } };
type Args = { params: { user_id: number }; query?: { year: number } };

/** The upstream's answers, each held until the test lets it go, by path (and year). */
function heldUpstream(answer: (path: string, args: Args) => Result<unknown> | Error) {
  const waiting: (() => void)[] = [];
  call.mockImplementation(((endpoint: { path: string }, args: Args) =>
    new Promise((resolve, reject) => {
      waiting.push(() => {
        const value = answer(endpoint.path, args);
        if (value instanceof Error) reject(value);
        else resolve(value);
      });
    })) as never);
  return { waiting, answerAll: () => waiting.splice(0).forEach((go) => go()) };
}

beforeEach(() => call.mockReset());
afterEach(() => jest.restoreAllMocks());

describe('getProfileSections', () => {
  it('starts every section’s call before any has answered (one round), holidays for both years', async () => {
    const upstream = heldUpstream((path) => ok({ data: path.endsWith('/leave/holidays') ? [] : { path } }));
    const sections = getProfileSections(7, PROFILE_SECTION_KEYS, [2026, 2027]);
    await Promise.resolve();
    // 14 sections, holidays two calls: all started while none has answered.
    expect(upstream.waiting).toHaveLength(15);
    expect(call.mock.calls.every(([, args]) => (args as unknown as Args).params.user_id === 7)).toBe(true);
    expect(call.mock.calls.filter(([endpoint]) => endpoint === profileLeaveApi.holidays).map(([, args]) => (args as unknown as Args).query)).toEqual([{ year: 2026 }, { year: 2027 }]);
    upstream.answerAll();
    const results = await sections;
    expect(results.address).toEqual(ok({ path: profileSectionApi.address.path }));
    expect(results.holidays).toEqual(ok([]));
  });

  it('makes only the calls asked for, and none for the public part', async () => {
    heldUpstream(() => ok({ data: null })).answerAll();
    expect(await getProfileSections(7, [], [2026, 2027])).toEqual({});
    expect(call).not.toHaveBeenCalled();
    const upstream = heldUpstream(() => ok({ data: null }));
    const sections = getProfileSections(7, ['bank'], [2026, 2027]);
    await Promise.resolve();
    upstream.answerAll();
    expect(await sections).toEqual({ bank: ok(null) });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![0]).toBe(profileSectionApi.bank);
  });

  it('keeps a failed or refused section to itself: the others still have their answers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const upstream = heldUpstream((path) => (path === profileSectionApi.salary.path ? failed : path === profileSectionApi.education.path ? new Error('socket hang up') : ok({ data: [] })));
    const sections = getProfileSections(7, ['salary', 'education', 'family', 'holidays'], [2026, 2027]);
    await Promise.resolve();
    upstream.answerAll();
    const results = await sections;
    expect(results.salary).toEqual(failed);
    expect(results.education).toMatchObject({ ok: false, status: 502 });
    expect(results.family).toEqual(ok([]));
    expect(results.holidays).toEqual(ok([]));
  });
});

describe('settled', () => {
  it('turns a call that throws into a failure of its own', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(settled(() => Promise.reject(new Error('boom')))).resolves.toMatchObject({ ok: false, status: 502, error: { kind: 'abort' } });
  });

  it('lets Next.js’s redirect (to sign in again after a 401) through', async () => {
    await expect(settled(async () => redirect('/api/auth/expired?redirect=%2Fpeople'))).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') });
  });

  it('gives an answer as it came', async () => {
    await expect(settled(async () => failed)).resolves.toBe(failed);
  });
});
