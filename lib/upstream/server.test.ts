/** @jest-environment node */
import { z } from 'zod';
import { mapErrorResponse, networkError, type Result } from '@/lib/errors';
import { callUpstream } from '@/lib/upstream/client';
import type { ParsedEndpoint } from '@/lib/upstream/define';
import { serverCall, worthOneMoreTry } from '@/lib/upstream/server';

jest.mock('next/headers', () => ({ headers: async () => new Headers() }));
jest.mock('@/lib/session', () => ({ getSession: async () => ({ jar: { s: '1' }, visitorHash: 'v' }), isSignedIn: () => true }));
jest.mock('@/lib/upstream/client', () => ({ callUpstream: jest.fn() }));

const call = callUpstream as jest.MockedFunction<typeof callUpstream>;
const leaveTypes: ParsedEndpoint<{ data: string[] }, '/leave-types', 'GET'> = {
  method: 'GET',
  path: '/leave-types',
  domain: 'leave',
  schema: async () => z.object({ data: z.array(z.string()) }),
};
const meta = { jar: { s: '1' }, jarChanged: false };
const answer = (data: unknown) => ({ ok: true as const, status: 200, data, ...meta });
const failure = (status: number) => ({ ok: false as const, status, error: mapErrorResponse(status, { message: 'Server Error' }), ...meta });
const unreachable = (timedOut: boolean) => ({ ok: false as const, status: 0, error: networkError(timedOut), ...meta });

beforeEach(() => call.mockReset());

describe("a page's read", () => {
  it('is tried once more when the upstream answers 5xx or refuses the connection, and then shows the page', async () => {
    call.mockResolvedValueOnce(failure(500)).mockResolvedValueOnce(answer({ data: ['Annual leave'] }));
    await expect(serverCall(leaveTypes)).resolves.toMatchObject({ ok: true, data: { data: ['Annual leave'] } });
    call.mockResolvedValueOnce(unreachable(false)).mockResolvedValueOnce(answer({ data: [] }));
    await expect(serverCall(leaveTypes)).resolves.toMatchObject({ ok: true });
    expect(call).toHaveBeenCalledTimes(4);
    expect(call.mock.calls.every(([request]) => request.method === 'GET' && request.path === '/leave-types')).toBe(true);
  });

  it('is tried only once more: a second failure is the page’s', async () => {
    call.mockResolvedValue(failure(503));
    await expect(serverCall(leaveTypes)).resolves.toMatchObject({ ok: false, status: 503 });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a 404', failure(404)],
    ['a 403', failure(403)],
    ['a 422', failure(422)],
    ['a 501', failure(501)],
    ['a timeout (trying again doubles the wait)', unreachable(true)],
  ])('is not tried again after %s', async (_, first) => {
    call.mockResolvedValueOnce(first).mockResolvedValueOnce(answer({ data: [] }));
    await expect(serverCall(leaveTypes)).resolves.toMatchObject({ ok: false });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('names what is worth one more try', () => {
    const ok: Result<unknown> = { ok: true, status: 200, data: null };
    expect([ok, failure(500), failure(502), failure(504), unreachable(false), unreachable(true), failure(400)].map(worthOneMoreTry)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
