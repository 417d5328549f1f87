import { NOTIFICATION_EVENT, CLOCK_STATUS_EVENT, NOTIFICATIONS_READ_EVENT } from '@/lib/notifications/constants';
import { RealtimeConnection, type RealtimeEventName, type SocketLike } from './connection';
import { REALTIME_TICKET_HEADER, type RealtimeTicketResponse } from './protocol';

class FakeSocket implements SocketLike {
  connected = false;
  emitted: unknown[][] = [];
  connectCalls = 0;
  disconnected = false;
  private listeners = new Map<string, ((...args: never[]) => void)[]>();
  private any: ((event: string, ...args: unknown[]) => void)[] = [];

  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.any.push(listener);
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
  }
  connect() {
    this.connectCalls += 1;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The server side: fire a reserved event or a channel event. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
    if (!['connect', 'disconnect', 'subscription_error'].includes(event)) for (const listener of this.any) listener(event, ...args);
  }
  subscribes() {
    return this.emitted.filter(([event]) => event === 'subscribe');
  }
}

const CHANNEL = 'private-App.Models.User.3';
const ticket = (n: number): RealtimeTicketResponse => ({ ticket: `sealed-${n}`, channel: CHANNEL, user_id: 3, expires_in: 60 });
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function setup(tickets: (RealtimeTicketResponse | null | Error)[] = [ticket(1), ticket(2), ticket(3), ticket(4)]) {
  const socket = new FakeSocket();
  const events: [RealtimeEventName, unknown][] = [];
  const statuses: string[] = [];
  let calls = 0;
  const connection = new RealtimeConnection({
    createSocket: () => socket,
    fetchTicket: async () => {
      const next = tickets[Math.min(calls++, tickets.length - 1)]!;
      if (next instanceof Error) throw next;
      return next;
    },
    onEvent: (event, data) => events.push([event, data]),
    onStatus: (status) => statuses.push(status),
    retryMs: 1000,
  });
  connection.start();
  return { socket, events, statuses, connection, ticketCalls: () => calls };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('RealtimeConnection', () => {
  it('subscribes to the user’s channel with a ticket on connect and passes its events on', async () => {
    const { socket, events, statuses } = setup();
    socket.fire('connect');
    await flush();
    expect(socket.subscribes()).toEqual([['subscribe', { channel: CHANNEL, auth: { headers: { [REALTIME_TICKET_HEADER]: 'sealed-1' } } }]]);
    expect(statuses).toEqual(['connecting', 'subscribed']);

    socket.fire(NOTIFICATION_EVENT, CHANNEL, { id: 1 });
    socket.fire(NOTIFICATIONS_READ_EVENT, CHANNEL, { ids: 'all', total_unread: 0 });
    socket.fire(CLOCK_STATUS_EVENT, CHANNEL, { user_id: 3 });
    socket.fire(NOTIFICATION_EVENT, 'private-App.Models.User.4', { id: 2 });
    socket.fire('something-else', CHANNEL, {});
    expect(events).toEqual([
      ['notification', { id: 1 }],
      ['notifications_read', { ids: 'all', total_unread: 0 }],
      ['clock_status', { user_id: 3 }],
    ]);
  });

  it('retries every second until it gets a ticket', async () => {
    const { socket, ticketCalls } = setup([null, new Error('offline'), ticket(1)]);
    socket.fire('connect');
    await flush();
    expect(socket.subscribes()).toHaveLength(0);
    jest.advanceTimersByTime(999);
    await flush();
    expect(ticketCalls()).toBe(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(ticketCalls()).toBe(2);
    jest.advanceTimersByTime(1000);
    await flush();
    expect(socket.subscribes()).toHaveLength(1);
  });

  it('retries a refused subscription with a fresh ticket, backing off', async () => {
    const { socket } = setup();
    socket.fire('connect');
    await flush();
    socket.fire('subscription_error', CHANNEL, 403);
    jest.advanceTimersByTime(1999);
    await flush();
    expect(socket.subscribes()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(socket.subscribes()).toHaveLength(2);
    expect(socket.subscribes()[1]![1]).toMatchObject({ auth: { headers: { [REALTIME_TICKET_HEADER]: 'sealed-2' } } });
    socket.fire('subscription_error', CHANNEL, 403);
    jest.advanceTimersByTime(3999);
    await flush();
    expect(socket.subscribes()).toHaveLength(2);
    jest.advanceTimersByTime(1);
    await flush();
    expect(socket.subscribes()).toHaveLength(3);
  });

  it('resubscribes after a reconnect and asks the screens to resync', async () => {
    const { socket, events, statuses } = setup();
    socket.fire('connect');
    await flush();
    socket.fire('disconnect', 'transport close');
    expect(statuses.at(-1)).toBe('offline');
    expect(socket.connectCalls).toBe(0);
    socket.fire('connect');
    await flush();
    expect(events).toEqual([['resync', undefined]]);
    expect(socket.subscribes()).toHaveLength(2);
    expect(socket.subscribes()[1]![1]).toMatchObject({ auth: { headers: { [REALTIME_TICKET_HEADER]: 'sealed-2' } } });
  });

  it('reconnects itself after the server’s goodbye, which socket.io does not', async () => {
    const { socket } = setup();
    socket.fire('connect');
    await flush();
    socket.fire('disconnect', 'io server disconnect');
    jest.advanceTimersByTime(1000);
    expect(socket.connectCalls).toBe(1);
  });

  it('stops for good', async () => {
    const { socket, connection } = setup([null]);
    socket.fire('connect');
    await flush();
    connection.stop();
    jest.advanceTimersByTime(10_000);
    await flush();
    expect(socket.disconnected).toBe(true);
    expect(socket.subscribes()).toHaveLength(0);
  });
});
