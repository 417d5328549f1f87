import { EnvError, parseServerEnv } from '@/lib/env';

describe('server environment', () => {
  it('refuses to start without SESSION_SECRET', () => {
    expect(() => parseServerEnv({})).toThrow(EnvError);
    expect(() => parseServerEnv({})).toThrow(/SESSION_SECRET is missing/);
  });

  it('refuses a SESSION_SECRET shorter than 32 characters', () => {
    expect(() => parseServerEnv({ SESSION_SECRET: 'x'.repeat(31) })).toThrow(/at least 32 characters/);
  });

  it('accepts a long secret and fills defaults', () => {
    const env = parseServerEnv({ SESSION_SECRET: 'x'.repeat(32), UPSTREAM_URL: 'http://127.0.0.1:9000/', NODE_ENV: 'production' });
    expect(env).toMatchObject({ UPSTREAM_URL: 'http://127.0.0.1:9000', UPSTREAM_TIMEOUT_MS: 15000, isLocal: false });
    expect(parseServerEnv({ SESSION_SECRET: 'x'.repeat(32), CREWDESK_ENV: 'local', NODE_ENV: 'production' }).isLocal).toBe(true);
  });

  it('rejects a relative upstream URL', () => {
    expect(() => parseServerEnv({ SESSION_SECRET: 'x'.repeat(32), UPSTREAM_URL: 'api' })).toThrow(/UPSTREAM_URL/);
  });
});
