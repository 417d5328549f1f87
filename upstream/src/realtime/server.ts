import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { Server as IoServer, type Socket } from 'socket.io';
import { CLOCK_STATUS_EVENT, NOTIFICATION_EVENT, NOTIFICATIONS_READ_EVENT, userChannel } from '../../../lib/notifications/schemas';
import { serializeNotification } from '../domain/notifications';
import type { Services } from '../services';
import { realtimeBus } from './bus';
import { resolveRealtimeConfig, type RealtimeConfig, type RealtimeOptions } from './config';

/**
 * The realtime server: socket.io speaking laravel-echo-server's protocol.
 * Clients emit `subscribe` / `unsubscribe` with `{channel, auth: {headers}}`;
 * a private or presence channel is granted only when a POST of
 * `channel_name` to the configured auth URL, carrying the headers the client
 * gave, answers 200 (else the client gets `subscription_error (channel,
 * status)`). Events go out as `(event, channel, data)` to the channel's room.
 * It runs in the upstream's process and forwards the realtime bus.
 */

const AUTH_TIMEOUT_MS = 10_000;
/** Subscriptions one connection may ask for per minute: each private one costs an auth call. */
const SUBSCRIBES_PER_MINUTE = 30;
const MAX_CHANNEL_LENGTH = 200;
/** Never forwarded from a client's auth headers: they describe the client's own request. */
const DROPPED_HEADERS = new Set(['host', 'content-length', 'content-type', 'connection', 'transfer-encoding', 'cookie']);

interface SubscribeData {
  channel: string;
  headers: Record<string, string>;
}

function subscribeDataOf(raw: unknown): SubscribeData | null {
  if (!raw || typeof raw !== 'object') return null;
  const { channel, auth } = raw as { channel?: unknown; auth?: unknown };
  if (typeof channel !== 'string' || channel === '' || channel.length > MAX_CHANNEL_LENGTH) return null;
  const headers: Record<string, string> = {};
  const given = auth && typeof auth === 'object' ? (auth as { headers?: unknown }).headers : undefined;
  if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given as Record<string, unknown>)) {
      if (typeof value === 'string' && !DROPPED_HEADERS.has(name.toLowerCase())) headers[name] = value;
    }
  }
  return { channel, headers };
}

const needsAuth = (channel: string) => channel.startsWith('private-') || channel.startsWith('presence-');

export class RealtimeServer {
  private http: HttpServer | null = null;
  private io: IoServer | null = null;
  private readonly connections = new Set<NetSocket>();
  private port: number;

  constructor(
    private readonly services: Services,
    readonly config: RealtimeConfig,
  ) {
    this.port = config.port;
    const bus = realtimeBus(services);
    bus.on('notification', (userId, record) => {
      this.broadcast(userChannel(userId), NOTIFICATION_EVENT, () =>
        serializeNotification(this.services, this.services.config.publicUrl, record),
      );
    });
    bus.on('notifications_read', (userId, payload) => this.broadcast(userChannel(userId), NOTIFICATIONS_READ_EVENT, () => payload));
    bus.on('clock_status', (userId, payload) => this.broadcast(userChannel(userId), CLOCK_STATUS_EVENT, () => payload));
  }

  get running(): boolean {
    return this.io !== null;
  }

  /** e.g. "http://127.0.0.1:6001" (https with TLS). */
  get url(): string {
    return `${this.config.tls ? 'https' : 'http'}://${this.config.host}:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.io) return;
    const http = this.config.tls ? createHttpsServer({ cert: this.config.tls.cert, key: this.config.tls.key }) : createHttpServer();
    http.on('connection', (socket: NetSocket) => {
      this.connections.add(socket);
      socket.once('close', () => this.connections.delete(socket));
    });
    const io = new IoServer(http, {
      cors: { origin: this.config.allowedOrigins, credentials: false },
      serveClient: false,
      pingInterval: 10_000,
      pingTimeout: 8_000,
    });
    io.on('connection', (socket) => this.onConnection(socket));
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(this.port, this.config.host, () => {
        http.off('error', reject);
        resolve();
      });
    });
    this.port = (http.address() as AddressInfo).port;
    this.http = http;
    this.io = io;
  }

  /**
   * Stops like a killed process: connections are cut without a goodbye, so
   * clients see a transport close and reconnect on their own. The port is kept
   * for the next start().
   */
  async stop(): Promise<void> {
    const { io, http } = this;
    if (!io || !http) return;
    this.io = null;
    this.http = null;
    for (const socket of this.connections) socket.destroy();
    this.connections.clear();
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
    });
    if (http.listening) await new Promise<void>((resolve) => http.close(() => resolve()));
  }

  /** Subscribers per channel (the dev route shows it, so tests can wait for a subscription). */
  channels(): Record<string, number> {
    const out: Record<string, number> = {};
    const io = this.io;
    if (!io) return out;
    for (const [name, members] of io.sockets.adapter.rooms) {
      // Every socket has a room named by its id; those are not channels.
      if (!io.sockets.sockets.has(name)) out[name] = members.size;
    }
    return out;
  }

  private broadcast(channel: string, event: string, data: () => unknown): void {
    const io = this.io;
    if (!io) return;
    if ((io.sockets.adapter.rooms.get(channel)?.size ?? 0) === 0) return;
    io.to(channel).emit(event, channel, data());
  }

  private onConnection(socket: Socket): void {
    let windowStart = Date.now();
    let asked = 0;
    socket.on('subscribe', (raw: unknown) => {
      const data = subscribeDataOf(raw);
      if (!data) return;
      if (Date.now() - windowStart > 60_000) {
        windowStart = Date.now();
        asked = 0;
      }
      if (++asked > SUBSCRIBES_PER_MINUTE) {
        socket.emit('subscription_error', data.channel, 429);
        return;
      }
      if (!needsAuth(data.channel)) {
        void socket.join(data.channel);
        return;
      }
      void this.authorize(socket, data).then((status) => {
        if (status === 200) {
          if (socket.connected) void socket.join(data.channel);
        } else {
          socket.emit('subscription_error', data.channel, status);
        }
      });
    });
    socket.on('unsubscribe', (raw: unknown) => {
      const data = subscribeDataOf(raw);
      if (data) void socket.leave(data.channel);
    });
  }

  /** The auth URL's status for this subscription; 0 when it could not be reached. */
  private async authorize(socket: Socket, data: SubscribeData): Promise<number> {
    try {
      const response = await fetch(this.config.authUrl, {
        method: 'POST',
        headers: {
          ...data.headers,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: new URLSearchParams({ channel_name: data.channel, socket_id: socket.id }),
        redirect: 'manual',
        signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return 0;
    }
  }
}

const servers = new WeakMap<Services['db'], RealtimeServer>();

/** Creates and starts this upstream's realtime server (one per database). */
export async function startRealtime(services: Services, config: RealtimeConfig): Promise<RealtimeServer> {
  const server = new RealtimeServer(services, config);
  await server.start();
  servers.set(services.db, server);
  return server;
}

/** This upstream's realtime server, if it runs one (the dev stop/start routes use it). */
export function realtimeServerOf(services: Pick<Services, 'db'>): RealtimeServer | undefined {
  return servers.get(services.db);
}

/**
 * Starts the realtime server when a port is configured (options, else env
 * REALTIME_PORT). A port already in use is reported and skipped, so the API
 * still comes up; a bad configuration (e.g. no TLS outside local runs) throws.
 */
export async function startConfiguredRealtime(
  services: Services,
  options: { realtime?: RealtimeOptions; env?: Record<string, string | undefined> },
): Promise<RealtimeServer | null> {
  const config = resolveRealtimeConfig(options.realtime ?? {}, options.env ?? process.env, services.config.appUrl);
  if (!config) return null;
  try {
    return await startRealtime(services, config);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(`[realtime] port ${config.port} is in use: live alerts are off for this upstream`);
    return null;
  }
}
