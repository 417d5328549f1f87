/**
 * Runs once when the server starts: stops it with a clear message when the
 * environment is invalid, and hands the proxy's fast path to server.mjs
 * (compiled here by Next.js with the rest of the app's code).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('@/lib/env');
  try {
    serverEnv();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  const { handleProxyRequest, isProxyRequest } = await import('@/lib/upstream/node-proxy');
  (globalThis as Record<symbol, unknown>)[Symbol.for('crewdesk.upstreamProxy')] = { handle: handleProxyRequest, matches: isProxyRequest };
}
