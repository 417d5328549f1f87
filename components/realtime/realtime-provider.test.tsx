import { act, render } from '@testing-library/react';
import { NOTIFICATION_EVENT } from '@/lib/notifications/constants';
import { RealtimeProvider, useRealtimeEvent } from './realtime-provider';

type Listener = (...args: unknown[]) => void;

class FakeSocket {
  connected = false;
  emitted: unknown[][] = [];
  listeners = new Map<string, Listener[]>();
  any: Listener[] = [];
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  onAny(listener: Listener) {
    this.any.push(listener);
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
  }
  connect() {}
  disconnect() {}
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
    if (event !== 'connect') for (const listener of this.any) listener(event, ...args);
  }
}

const sockets: FakeSocket[] = [];
const io = jest.fn(() => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
});
jest.mock('socket.io-client', () => ({ io: (...args: unknown[]) => io(...(args as [])) }));

const CHANNEL = 'private-App.Models.User.5';

beforeEach(() => {
  jest.useFakeTimers();
  sockets.length = 0;
  io.mockClear();
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({ ticket: 'sealed', channel: CHANNEL, user_id: 5, expires_in: 60 }),
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

async function tick(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

function Listener({ onAlert }: { onAlert: (data: unknown) => void }) {
  useRealtimeEvent('notification', onAlert);
  return null;
}

describe('RealtimeProvider', () => {
  it('waits, checking every second, until it has a user id and the client, then subscribes and passes events on', async () => {
    const onAlert = jest.fn();
    const view = render(
      <RealtimeProvider url="http://localhost:6001" userId={null}>
        <Listener onAlert={onAlert} />
      </RealtimeProvider>,
    );
    await tick(3000);
    expect(io).not.toHaveBeenCalled();

    view.rerender(
      <RealtimeProvider url="http://localhost:6001" userId={5}>
        <Listener onAlert={onAlert} />
      </RealtimeProvider>,
    );
    await tick(999);
    expect(io).not.toHaveBeenCalled();
    await tick(1);
    expect(io).toHaveBeenCalledWith('http://localhost:6001', expect.objectContaining({ transports: ['websocket'] }));

    const socket = sockets[0]!;
    await act(async () => socket.fire('connect'));
    await tick(0);
    expect(socket.emitted).toEqual([['subscribe', { channel: CHANNEL, auth: { headers: { 'X-Realtime-Ticket': 'sealed' } } }]]);
    expect(global.fetch).toHaveBeenCalledWith('/api/realtime/ticket', expect.objectContaining({ headers: expect.objectContaining({ 'X-Requested-With': 'XMLHttpRequest' }) }));

    await act(async () => socket.fire(NOTIFICATION_EVENT, CHANNEL, { id: 1 }));
    expect(onAlert).toHaveBeenCalledWith({ id: 1 });

    view.unmount();
  });

  it('stays off without a realtime URL', async () => {
    render(
      <RealtimeProvider url={null} userId={5}>
        <span />
      </RealtimeProvider>,
    );
    await tick(5000);
    expect(io).not.toHaveBeenCalled();
  });

  it('lets components listen outside the provider: no connection, no event', async () => {
    const onAlert = jest.fn();
    const view = render(<Listener onAlert={onAlert} />);
    await tick(5000);
    expect(io).not.toHaveBeenCalled();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(onAlert).not.toHaveBeenCalled();
    view.unmount();
  });
});
