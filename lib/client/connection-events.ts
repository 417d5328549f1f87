/**
 * Request outcomes the connection watcher listens to: lib/client/api.ts reports
 * a call that got no response at all (offline, server unreachable) and a call
 * that got any response. Plain module state, so api.ts needs no React.
 */

export type ConnectionEvent = 'no-response' | 'response';
type Listener = (event: ConnectionEvent) => void;

const listeners = new Set<Listener>();

export function reportConnection(event: ConnectionEvent): void {
  for (const listener of listeners) listener(event);
}

export function onConnectionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
