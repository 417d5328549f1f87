/**
 * What server.mjs loads from the build (bundled by scripts/build.mjs into
 * <distDir>/crewdesk/fast-path.mjs): the proxy's fast path, answered in the
 * front process without Next.js, and the environment check it starts with.
 */
export { handleProxyRequest, isProxyRequest, sendTooLarge } from '@/lib/upstream/node-proxy';
export { declaredOverLimit, JSON_BODY_MAX_BYTES } from '@/lib/security/body-limit';
export { serverEnv } from '@/lib/env';
