import { CLOCK_STATUS_EVENT, NOTIFICATION_EVENT, NOTIFICATIONS_READ_EVENT } from '@/lib/notifications/constants';
import { REALTIME_TICKET_HEADER, type RealtimeTicketResponse } from './protocol';

/**
 * The browser side of the echo protocol, without React: connect, fetch a
 * ticket, subscribe to the user's private channel on every (re)connect, and
 * hand channel events on. socket.io-client reconnects after a network loss or
 * a killed server; a server that says goodbye ("io server disconnect") is
 * reconnected here. A refused or failed subscription is retried.
 */

/** App-level events (the wire names are Laravel's). */
export type RealtimeEventName = 'notification' | 'notifications_read' | 'clock_status' | 'resync';

const WIRE_EVENTS: Record<string, RealtimeEventName> = {
  [NOTIFICATION_EVENT]: 'notification',
  [NOTIFICATIONS_READ_EVENT]: 'notifications_read',
  [CLOCK_STATUS_EVENT]: 'clock_status',
};

export type RealtimeStatus = 'connecting' | 'subscribed' | 'offline';

/** The part of socket.io-client's Socket this uses. */
export interface SocketLike {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  /** socket.io-client's catch-all listener: (event, ...args). */
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
}

export interface RealtimeConnectionOptions {
  createSocket: () => SocketLike;
  /** Null when there is no ticket to be had right now (offline, signed out). */
  fetchTicket: () => Promise<RealtimeTicketResponse | null>;
  onEvent: (event: RealtimeEventName, data: unknown) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** The spec's set-up retry (1 s). */
  retryMs: number;
  /** Longest wait between refused subscriptions. */
  maxRetryMs?: number;
}

export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private channel: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private connects = 0;
  private stopped = false;

  constructor(private readonly options: RealtimeConnectionOptions) {}

  start(): void {
    if (this.socket || this.stopped) return;
    const socket = this.options.createSocket();
    this.socket = socket;
    this.options.onStatus?.('connecting');
    socket.on('connect', () => {
      this.connects += 1;
      this.attempt = 0;
      // Anything pushed while we were away was missed: let the screens refetch.
      if (this.connects > 1) this.options.onEvent('resync', undefined);
      void this.subscribe();
    });
    socket.on('disconnect', (reason: string) => {
      this.clearTimer();
      this.options.onStatus?.('offline');
      // socket.io reconnects by itself except after the server's own goodbye.
      if (reason === 'io server disconnect') this.later(() => this.socket?.connect(), this.options.retryMs);
    });
    socket.on('subscription_error', (channel: string) => {
      if (channel !== this.channel) return;
      this.attempt += 1;
      this.later(() => void this.subscribe(), this.backoff());
    });
    socket.onAny((event, channel, data) => {
      const name = WIRE_EVENTS[event];
      if (name && channel === this.channel) this.options.onEvent(name, data);
    });
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
    this.socket?.disconnect();
    this.socket = null;
  }

  private backoff(): number {
    const max = this.options.maxRetryMs ?? 30_000;
    return Math.min(max, this.options.retryMs * 2 ** Math.min(this.attempt, 10));
  }

  private async subscribe(): Promise<void> {
    const socket = this.socket;
    if (!socket?.connected || this.stopped) return;
    let ticket: RealtimeTicketResponse | null = null;
    try {
      ticket = await this.options.fetchTicket();
    } catch {
      ticket = null;
    }
    if (socket !== this.socket || !socket.connected) return;
    if (!ticket) {
      this.later(() => void this.subscribe(), this.options.retryMs);
      return;
    }
    this.channel = ticket.channel;
    socket.emit('subscribe', { channel: ticket.channel, auth: { headers: { [REALTIME_TICKET_HEADER]: ticket.ticket } } });
    this.options.onStatus?.('subscribed');
  }

  private later(run: () => void, ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) run();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
