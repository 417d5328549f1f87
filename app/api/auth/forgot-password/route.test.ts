/**
 * Forgot password answers the same whether or not the address has an account:
 * the upstream's "We can't find a user…" would list who works here.
 */
const guestWrite = jest.fn();
jest.mock('@/lib/auth/sign-in', () => ({ guestWrite: (...args: unknown[]) => guestWrite(...args) }));
jest.mock('@/lib/session', () => ({ getSession: async () => ({}) }));

const NEUTRAL = 'If that email address has an account, we have emailed a password reset link.';

async function ask(email: string) {
  const { POST } = await import('./route');
  const response = await POST(
    new Request('http://localhost/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: 'http://localhost', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );
  return { status: response.status, body: (await response.json()) as { message: string } };
}

test('an address with an account and one without get the same answer', async () => {
  guestWrite.mockResolvedValueOnce({ ok: true, status: 200, data: { message: 'We have emailed your password reset link.' } });
  const known = await ask('employee@crewdesk.test');
  const unknownMessage = "We can't find a user with that email address.";
  guestWrite.mockResolvedValueOnce({
    ok: false,
    status: 422,
    error: { kind: 'form', status: 422, message: unknownMessage, summary: '', fields: { email: [unknownMessage] } },
  });
  const unknown = await ask('nobody@crewdesk.test');
  expect(known).toEqual({ status: 200, body: { message: NEUTRAL } });
  expect(unknown).toEqual(known);
});

test('other failures are still reported', async () => {
  guestWrite.mockResolvedValueOnce({ ok: false, status: 0, error: { kind: 'network', status: 0, message: 'No internet.', timedOut: false } });
  expect((await ask('employee@crewdesk.test')).status).toBe(502);
  expect((await ask('not an address')).status).toBe(422);
});
