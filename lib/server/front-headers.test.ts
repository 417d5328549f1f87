import { CLIENT_ADDRESS_HEADER, nextRequestHeaders, nextResponseHeaders } from './front-headers.mjs';

test('passes the browser’s request headers on, Host and a chunked body’s framing included, without hop-by-hop ones', () => {
  const headers = nextRequestHeaders(
    {
      host: 'hr.example.com',
      cookie: 'crewdesk_session=abc',
      'transfer-encoding': 'chunked',
      connection: 'keep-alive, x-private-hop',
      'keep-alive': 'timeout=5',
      'x-private-hop': '1',
      upgrade: 'websocket',
      te: 'trailers',
      accept: 'text/html',
    },
    '203.0.113.9',
  );
  expect(headers).toEqual({
    host: 'hr.example.com',
    cookie: 'crewdesk_session=abc',
    'transfer-encoding': 'chunked',
    accept: 'text/html',
    'x-forwarded-for': '203.0.113.9',
    [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
  });
});

test('keeps an X-Forwarded-For set by a proxy in front', () => {
  expect(nextRequestHeaders({ 'x-forwarded-for': '198.51.100.4' }, '10.0.0.2')['x-forwarded-for']).toBe('198.51.100.4');
  expect(nextRequestHeaders({}, undefined)['x-forwarded-for']).toBeUndefined();
});

test('passes Next.js’s response headers on in order, each Set-Cookie separately, without framing or hop-by-hop ones', () => {
  const raw = [
    'Content-Type', 'text/html; charset=utf-8',
    'Set-Cookie', 'a=1; Path=/',
    'Transfer-Encoding', 'chunked',
    'Connection', 'keep-alive',
    'Keep-Alive', 'timeout=5',
    'Set-Cookie', 'b=2; Path=/',
    'Vary', 'Accept-Encoding',
  ];
  expect(nextResponseHeaders(raw)).toEqual([
    'Content-Type', 'text/html; charset=utf-8',
    'Set-Cookie', 'a=1; Path=/',
    'Set-Cookie', 'b=2; Path=/',
    'Vary', 'Accept-Encoding',
  ]);
  expect(nextResponseHeaders(['Connection', 'close, X-Hop', 'X-Hop', '1', 'Content-Length', '2'])).toEqual(['Content-Length', '2']);
});

test('the client address for the proxy route is the socket’s, never one the browser sent', () => {
  expect(nextRequestHeaders({ [CLIENT_ADDRESS_HEADER]: '10.9.9.9' }, '203.0.113.7')[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
  expect(nextRequestHeaders({ [CLIENT_ADDRESS_HEADER]: '10.9.9.9' }, undefined)[CLIENT_ADDRESS_HEADER]).toBeUndefined();
});
