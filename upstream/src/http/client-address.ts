import { APP_SETTINGS_MESSAGES } from '../../../lib/app-settings/limits';
import type { RequestContext } from './context';
import { unprocessable } from './respond';

/**
 * The address a request comes from, for the network setup's clock-in check.
 * X-Forwarded-For is believed only from a proxy on this machine (the BFF in
 * local runs, like Laravel's TrustProxies with 127.0.0.1): anyone else could
 * write any address in it.
 */
const LOOPBACK = new Set(['127.0.0.1', '::1']);
const plain = (address: string) => address.trim().replace(/^::ffff:/, '');

export function clientAddress(ctx: RequestContext): string | null {
  const peer = ctx.req.socket.remoteAddress ? plain(ctx.req.socket.remoteAddress) : null;
  const forwarded = ctx.req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  if (peer && LOOPBACK.has(peer) && first?.trim()) return plain(first);
  return peer;
}

/**
 * The network setup's rule: with allowed addresses saved, a clock in from any
 * other address is refused with a message saying where it came from.
 */
export function requireAllowedNetwork(ctx: RequestContext): void {
  const allowed = ctx.services.settings.get().allowed_ips;
  if (allowed.length === 0) return;
  const address = clientAddress(ctx);
  if (!address || !allowed.includes(address)) throw unprocessable(APP_SETTINGS_MESSAGES.outsideNetwork(address ?? 'an unknown address'));
}
