import * as iron from 'iron-session';
import { sealSession, unsealSession } from '@/lib/session/cookie';

jest.mock('iron-session', () => {
  const actual = jest.requireActual<typeof import('iron-session')>('iron-session');
  return { ...actual, unsealData: jest.fn(actual.unsealData) };
});

const unsealData = iron.unsealData as jest.MockedFunction<typeof iron.unsealData>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(() => {
  process.env.SESSION_SECRET = 'unit-test-session-secret-that-is-long-enough';
  process.env.CREWDESK_ENV = 'local';
});

afterEach(() => {
  jest.useRealTimers();
  unsealData.mockClear();
});

describe('session cookie unsealing', () => {
  it('unseals a cookie once and serves repeats from memory', async () => {
    const { value } = await sealSession({ userId: 7, jar: { a: 'b' } });
    expect(await unsealSession(value)).toEqual({ userId: 7, jar: { a: 'b' } });
    expect(await unsealSession(value)).toEqual({ userId: 7, jar: { a: 'b' } });
    expect(unsealData).toHaveBeenCalledTimes(1);
  });

  it('hands out copies: changing one request’s session does not change the next one’s', async () => {
    const { value } = await sealSession({ userId: 8, jar: { a: 'b' } });
    const first = await unsealSession(value);
    first.jar!.a = 'changed';
    first.userId = 9;
    expect(await unsealSession(value)).toEqual({ userId: 8, jar: { a: 'b' } });
  });

  it('does not serve a remembered session after the seal has expired', async () => {
    const { value } = await sealSession({ userId: 10 });
    expect(await unsealSession(value)).toEqual({ userId: 10 });
    jest.useFakeTimers({ now: Date.now() + 15 * DAY });
    expect(await unsealSession(value)).toEqual({});
    expect(unsealData).toHaveBeenCalledTimes(2);
  });

  it('treats a tampered cookie as no session, every time', async () => {
    const { value } = await sealSession({ userId: 11 });
    const tampered = value.replace(/\*([^*]+)\*(\d+)\*/, (_, data: string, expiry: string) => `*${data.slice(0, -2)}xx*${expiry}*`);
    expect(await unsealSession(tampered)).toEqual({});
    expect(await unsealSession(tampered)).toEqual({});
    expect(unsealData).toHaveBeenCalledTimes(2);
  });
});
