import { realtimeConnectOrigins, realtimeUrl } from './config';

describe('realtimeUrl', () => {
  it('is off without REALTIME_URL or with something that is not a URL', () => {
    expect(realtimeUrl({}, true)).toBeNull();
    expect(realtimeUrl({ REALTIME_URL: ' ' }, true)).toBeNull();
    expect(realtimeUrl({ REALTIME_URL: 'not a url' }, true)).toBeNull();
    expect(realtimeUrl({ REALTIME_URL: 'ftp://x:6001' }, true)).toBeNull();
  });

  it('keeps plain http on local runs and forces TLS elsewhere', () => {
    expect(realtimeUrl({ REALTIME_URL: 'http://localhost:6001/' }, true)).toBe('http://localhost:6001');
    expect(realtimeUrl({ REALTIME_URL: 'ws://localhost:6001' }, true)).toBe('http://localhost:6001');
    expect(realtimeUrl({ REALTIME_URL: 'http://rt.example.com:6001' }, false)).toBe('https://rt.example.com:6001');
    expect(realtimeUrl({ REALTIME_URL: 'wss://rt.example.com:443' }, false)).toBe('https://rt.example.com');
  });

  it('defaults the port to 6001 (spec: the port defaults to 6001 with TLS forced), and keeps one written out', () => {
    expect(realtimeUrl({ REALTIME_URL: 'wss://rt.example.com' }, false)).toBe('https://rt.example.com:6001');
    expect(realtimeUrl({ REALTIME_URL: 'https://rt.example.com/socket' }, false)).toBe('https://rt.example.com:6001');
    expect(realtimeUrl({ REALTIME_URL: 'http://localhost' }, true)).toBe('http://localhost:6001');
    expect(realtimeUrl({ REALTIME_URL: 'http://[::1]' }, true)).toBe('http://[::1]:6001');
    expect(realtimeUrl({ REALTIME_URL: 'http://[::1]:6101' }, true)).toBe('http://[::1]:6101');
    expect(realtimeUrl({ REALTIME_URL: 'https://rt.example.com:443' }, false)).toBe('https://rt.example.com');
    expect(realtimeUrl({ REALTIME_URL: 'http://user:pw@rt.example.com' }, false)).toBe('https://rt.example.com:6001');
    expect(realtimeUrl({ REALTIME_URL: 'http://rt.example.com:80' }, false)).toBe('https://rt.example.com:80');
  });
});

describe('realtimeConnectOrigins', () => {
  it('lists both the http(s) and ws(s) forms for the CSP', () => {
    expect(realtimeConnectOrigins({ REALTIME_URL: 'http://localhost:6101' }, true)).toEqual(['http://localhost:6101', 'ws://localhost:6101']);
    expect(realtimeConnectOrigins({ REALTIME_URL: 'http://rt.example.com:6001' }, false)).toEqual([
      'https://rt.example.com:6001',
      'wss://rt.example.com:6001',
    ]);
    expect(realtimeConnectOrigins({}, false)).toEqual([]);
  });
});
