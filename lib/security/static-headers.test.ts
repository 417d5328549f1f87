import type { NextConfig } from 'next';
import { config as middlewareConfig } from '@/middleware';
import { ASSET_CSP, ASSET_PATH_SOURCES } from './static-headers.mjs';

/**
 * Every response carries a CSP: pages get middleware's (with a nonce), and the
 * paths its matcher leaves out get one from next.config.mjs. A path left out
 * of the matcher without a policy of its own fails here.
 */
test('every path middleware leaves out has a policy of its own', async () => {
  const configFile = '@/next.config.mjs';
  const { default: nextConfig } = (await import(configFile)) as { default: NextConfig };
  const matcher = middlewareConfig.matcher.find((pattern) => pattern.includes('(?!'))!;
  const excluded = /\(\?!([^)]*)\)/.exec(matcher)![1]!.split('|');
  const headers = await nextConfig.headers!();
  const cspSources = headers.filter((rule) => rule.headers.some((header) => header.key === 'Content-Security-Policy')).map((rule) => rule.source);
  for (const prefix of excluded) {
    // Route handlers have API_CSP. _next/static is not exempt: a build file that is not there is a Not Found page.
    if (prefix === 'api/') continue;
    const source = ASSET_PATH_SOURCES.find((candidate) => candidate.slice(1).startsWith(prefix.replace(/\/$/, '')));
    expect([prefix, source && cspSources.includes(source)]).toEqual([prefix, true]);
  }
  expect(ASSET_CSP).toContain("default-src 'none'");
  expect(ASSET_CSP).not.toContain('script-src');
});
