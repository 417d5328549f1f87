import { REALTIME_TICKET_TTL_SECONDS, sealTicket, unsealTicket } from './ticket';

beforeAll(() => {
  process.env.SESSION_SECRET = 'ticket-test-session-secret-that-is-long-enough';
  process.env.CREWDESK_ENV = 'local';
});
afterEach(() => jest.useRealTimers());

const TICKET = { userId: 5, jar: { laravel_session: 'x' }, visitorHash: 'v'.repeat(32) };

test('a ticket opens within its minute', async () => {
  const sealed = await sealTicket(TICKET);
  expect(await unsealTicket(sealed)).toMatchObject(TICKET);
});

test('a ticket is dead once its minute is over, not a minute later (iron’s clock skew)', async () => {
  const start = Date.now();
  jest.useFakeTimers({ now: start, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const sealed = await sealTicket(TICKET);
  jest.setSystemTime(start + (REALTIME_TICKET_TTL_SECONDS - 1) * 1000);
  expect(await unsealTicket(sealed)).not.toBeNull();
  jest.setSystemTime(start + (REALTIME_TICKET_TTL_SECONDS + 1) * 1000);
  expect(await unsealTicket(sealed)).toBeNull();
});

test('a session cookie never passes as a ticket', async () => {
  const { sealSession } = await import('@/lib/session/cookie');
  expect(await unsealTicket((await sealSession({ userId: 5, jar: {} })).value)).toBeNull();
  expect(await unsealTicket('Fe26.2*forged')).toBeNull();
});
