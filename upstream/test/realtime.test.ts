import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import {
  CLOCK_STATUS_EVENT,
  NOTIFICATION_EVENT,
  NOTIFICATIONS_READ_EVENT,
  notificationSchema,
  userChannel,
} from '../../lib/notifications/schemas';
import { createNotification } from '../src/domain/notifications';
import { realtimeBus } from '../src/realtime/bus';
import { resolveRealtimeConfig, RealtimeConfigError } from '../src/realtime/config';
import { createUpstream, type Upstream } from '../src/server';
import { ApiClient, DEMO } from './helpers';

/**
 * The realtime server against a stand-in for the BFF's broadcasting-auth route:
 * it maps an `X-Test-User` header to a signed-in upstream client and forwards
 * the subscription to the upstream's /broadcasting/auth, as the BFF does.
 */

let upstream: Upstream;
let authServer: Server;
const authCalls: { headers: IncomingHttpHeaders; body: string }[] = [];
const clients = new Map<string, ApiClient>();
let emmaId: number;
let avaId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  authServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      authCalls.push({ headers: req.headers, body });
      const client = clients.get(String(req.headers['x-test-user']));
      if (!client) return res.writeHead(403).end();
      const form = new URLSearchParams(body);
      void client.post('/broadcasting/auth', { channel_name: form.get('channel_name'), socket_id: form.get('socket_id') }).then((answer) => {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => authServer.listen(0, '127.0.0.1', resolve));
  const authUrl = `http://127.0.0.1:${(authServer.address() as AddressInfo).port}/api/realtime/auth`;
  upstream = await createUpstream({ dbPath: ':memory:', port: 0, reset: true, env: {}, realtime: { port: 0, authUrl } });
  for (const email of [DEMO.employee, DEMO.admin]) {
    const client = new ApiClient(upstream.url);
    expect((await client.login(email)).status).toBe(200);
    clients.set(email, client);
  }
  const idOf = (email: string) => upstream.db.prepare<[string], number>('SELECT id FROM users WHERE email = ?').pluck().get(email)!;
  emmaId = idOf(DEMO.employee);
  avaId = idOf(DEMO.admin);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await upstream.close();
  await new Promise((resolve) => authServer.close(resolve));
});

function open(): Socket {
  const socket = connect(upstream.realtime!.url, { transports: ['websocket'], reconnectionDelay: 100, reconnectionDelayMax: 200 });
  sockets.push(socket);
  return socket;
}

const subscribe = (socket: Socket, channel: string, user: string) =>
  socket.emit('subscribe', { channel, auth: { headers: { 'X-Test-User': user, Cookie: 'crewdesk_session=leak' } } });

/** Resolves with the next (channel, data) of `event` on `socket`. */
const next = (socket: Socket, event: string, ms = 3000) =>
  new Promise<[string, unknown]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (channel: string, data: unknown) => {
      clearTimeout(timer);
      resolve([channel, data]);
    });
  });

/**
 * A round trip through the server after everything sent so far: a refused
 * subscription (Ava's channel, as Emma) answers with subscription_error. The
 * server handles a connection's messages and emits in order, so anything it
 * had queued for this socket before arrives first: "nothing came" holds
 * once this resolves, without sleeping.
 */
const barrier = async (socket: Socket) => {
  const refused = next(socket, 'subscription_error');
  subscribe(socket, userChannel(avaId), DEMO.employee);
  expect(await refused).toEqual([userChannel(avaId), 403]);
};

const connected = (socket: Socket) => new Promise<void>((resolve) => (socket.connected ? resolve() : socket.once('connect', () => resolve())));

/** Waits until the auth round trip for the latest subscription has happened. */
async function settled(calls: number) {
  for (let i = 0; i < 100 && authCalls.length < calls; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** A connected socket whose subscription has been through the auth round trip. */
async function openSubscribed(channel: string, user: string): Promise<Socket> {
  const socket = open();
  await connected(socket);
  const before = authCalls.length;
  subscribe(socket, channel, user);
  await settled(before + 1);
  return socket;
}

describe('realtime server (echo protocol)', () => {
  it('authorises a private channel through the auth URL with the client’s headers and pushes alerts to it', async () => {
    const socket = await openSubscribed(userChannel(emmaId), DEMO.employee);

    const call = authCalls.at(-1)!;
    expect(call.headers['x-test-user']).toBe(DEMO.employee);
    expect(call.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(call.headers.cookie).toBeUndefined();
    expect(new URLSearchParams(call.body).get('channel_name')).toBe(userChannel(emmaId));
    expect(new URLSearchParams(call.body).get('socket_id')).toBe(socket.id);

    const dev = await (await fetch(`${upstream.url}/__dev/realtime`)).json();
    expect(dev).toMatchObject({ running: true, channels: { [userChannel(emmaId)]: 1 } });

    const pushed = next(socket, NOTIFICATION_EVENT);
    const record = createNotification(upstream.db, {
      userId: emmaId,
      authorId: avaId,
      type: 'feed',
      message: 'Please acknowledge the new policy',
      action: { kind: 'feed_post', slug: 'new-policy' },
    });
    const [channel, data] = await pushed;
    expect(channel).toBe(userChannel(emmaId));
    expect(notificationSchema.parse(data)).toMatchObject({ id: record.id, is_read: false, author: { name: 'Ava Sinclair' } });
  });

  it('refuses another user’s channel and sends nothing of theirs', async () => {
    const socket = open();
    await connected(socket);
    const refused = next(socket, 'subscription_error');
    subscribe(socket, userChannel(avaId), DEMO.employee);
    expect(await refused).toEqual([userChannel(avaId), 403]);

    let leaked = false;
    socket.on(NOTIFICATION_EVENT, () => (leaked = true));
    createNotification(upstream.db, { userId: avaId, type: 'general', message: 'for Ava only', action: { kind: 'all_alerts' } });
    await barrier(socket);
    expect(leaked).toBe(false);
  });

  it('refuses a private channel the auth URL does not grant', async () => {
    const socket = open();
    await connected(socket);
    const refused = next(socket, 'subscription_error');
    subscribe(socket, userChannel(emmaId), 'nobody@crewdesk.test');
    expect(await refused).toEqual([userChannel(emmaId), 403]);
  });

  it('forwards clock_status and read events on the user’s channel', async () => {
    const socket = await openSubscribed(userChannel(emmaId), DEMO.employee);

    const clock = next(socket, CLOCK_STATUS_EVENT);
    realtimeBus(upstream.db).emitClockStatus(emmaId, { status: 'clocked_in' });
    expect(await clock).toEqual([userChannel(emmaId), { status: 'clocked_in', user_id: emmaId }]);

    const read = next(socket, NOTIFICATIONS_READ_EVENT);
    await clients.get(DEMO.employee)!.get('/notifications/read-items/all');
    expect(await read).toEqual([userChannel(emmaId), { ids: 'all', total_unread: 0 }]);
  });

  it('leaves a channel on unsubscribe', async () => {
    const socket = await openSubscribed(userChannel(emmaId), DEMO.employee);
    socket.emit('unsubscribe', { channel: userChannel(emmaId) });
    // The unsubscribe has been handled once a later message's answer is back.
    await barrier(socket);
    let got = false;
    socket.on(CLOCK_STATUS_EVENT, () => (got = true));
    realtimeBus(upstream.db).emitClockStatus(emmaId);
    await barrier(socket);
    expect(got).toBe(false);
  });

  it('caps how many subscriptions one connection may ask for in a minute', async () => {
    const socket = open();
    await connected(socket);
    const refused = next(socket, 'subscription_error');
    for (let i = 0; i < 31; i++) socket.emit('subscribe', { channel: `public-${i}` });
    expect(await refused).toEqual(['public-30', 429]);
  });

  it('survives a stop and start: clients reconnect on their own and get the next alert after resubscribing', async () => {
    const socket = open();
    // As the app's client does: (re)subscribe on every connect.
    socket.on('connect', () => subscribe(socket, userChannel(emmaId), DEMO.employee));
    await connected(socket);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const stop = await fetch(`${upstream.url}/__dev/realtime/stop`, { method: 'POST' });
    expect(await stop.json()).toMatchObject({ running: false });
    expect(await dropped).toBe('transport close');
    // Alerts while it is down are stored (the app refetches on reconnect), just not pushed.
    createNotification(upstream.db, { userId: emmaId, type: 'general', message: 'while down', action: { kind: 'all_alerts' } });

    const before = authCalls.length;
    const back = new Promise<void>((resolve) => socket.io.once('reconnect', () => resolve()));
    const start = await fetch(`${upstream.url}/__dev/realtime/start`, { method: 'POST' });
    expect(await start.json()).toMatchObject({ running: true, url: upstream.realtime!.url });
    await back;
    await settled(before + 1);

    const pushed = next(socket, NOTIFICATION_EVENT);
    createNotification(upstream.db, { userId: emmaId, type: 'general', message: 'after restart', action: { kind: 'all_alerts' } });
    const [, data] = await pushed;
    expect(notificationSchema.parse(data).data.message).toBe('after restart');
  });
});

describe('realtime configuration', () => {
  const app = 'http://localhost:3000/hr';

  it('is off without a port and defaults the auth URL to the BFF route under the basePath', () => {
    expect(resolveRealtimeConfig({}, {}, app)).toBeNull();
    expect(resolveRealtimeConfig({}, { REALTIME_PORT: 'off' }, app)).toBeNull();
    expect(resolveRealtimeConfig({}, { REALTIME_PORT: '6001' }, app)).toMatchObject({
      port: 6001,
      host: '127.0.0.1',
      authUrl: 'http://localhost:3000/hr/api/realtime/auth',
      tls: null,
      allowedOrigins: ['http://localhost:3000'],
    });
    expect(() => resolveRealtimeConfig({}, { REALTIME_PORT: 'abc' }, app)).toThrow(RealtimeConfigError);
  });

  it('forces TLS outside local runs', () => {
    expect(() => resolveRealtimeConfig({}, { REALTIME_PORT: '6001', CREWDESK_ENV: 'production' }, app)).toThrow(/TLS/);
    expect(() => resolveRealtimeConfig({}, { REALTIME_PORT: '6001', NODE_ENV: 'production' }, app)).toThrow(/TLS/);
    expect(() => resolveRealtimeConfig({}, { REALTIME_PORT: '6001', REALTIME_TLS_CERT: '/x.pem' }, app)).toThrow(/both/);
  });
});

describe('realtime over TLS', () => {
  it('serves wss:// with the configured certificate', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewdesk-rt-'));
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], {
      stdio: 'ignore',
    });
    const secure = await createUpstream({
      dbPath: ':memory:',
      port: 0,
      reset: true,
      env: { CREWDESK_ENV: 'production' },
      realtime: { port: 0, tlsCert: cert, tlsKey: key, authUrl: 'https://localhost:1/api/realtime/auth' },
    });
    try {
      expect(secure.realtime!.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const socket = connect(secure.realtime!.url, { transports: ['websocket'], rejectUnauthorized: false, reconnection: false });
      sockets.push(socket);
      await connected(socket);
      expect(socket.connected).toBe(true);
    } finally {
      await secure.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
