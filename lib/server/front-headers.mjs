// Headers across server.mjs's hop to Next.js. Hop-by-hop headers (RFC 9110
// §7.6.1) belong to one connection and are not passed on; Transfer-Encoding
// stays on requests, so a chunked body is sent chunked again.

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'http2-settings']);

/** Names a Connection header lists as hop-by-hop too. */
function listedIn(connection) {
  return new Set(
    String(connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The address of the socket the front server took the request on, for the
 * proxy's route handler (the upstream's network setup). Set by the front only:
 * a value the browser sent is dropped.
 */
export const CLIENT_ADDRESS_HEADER = 'x-crewdesk-client-address';

/**
 * The browser's request headers for Next.js, Host included. The client address
 * goes in X-Forwarded-For when no proxy in front has set it, as Next.js would
 * have read it from its own socket.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string | undefined} remoteAddress
 */
export function nextRequestHeaders(headers, remoteAddress) {
  const listed = listedIn(headers.connection);
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.has(name)) out[name] = value;
  }
  if (!out['x-forwarded-for'] && remoteAddress) out['x-forwarded-for'] = remoteAddress;
  delete out[CLIENT_ADDRESS_HEADER];
  if (remoteAddress) out[CLIENT_ADDRESS_HEADER] = remoteAddress;
  return out;
}

/**
 * Next.js's response headers for the browser, as a flat [name, value, …] list
 * (repeated Set-Cookie headers stay separate). Without Transfer-Encoding: the
 * front sets its own framing.
 * @param {string[]} rawHeaders
 */
export function nextResponseHeaders(rawHeaders) {
  let connection;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].toLowerCase() === 'connection') connection = rawHeaders[i + 1];
  const listed = listedIn(connection);
  const out = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i].toLowerCase();
    if (HOP_BY_HOP.has(name) || name === 'transfer-encoding' || listed.has(name)) continue;
    out.push(rawHeaders[i], rawHeaders[i + 1]);
  }
  return out;
}
