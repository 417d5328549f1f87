/** The deployment prefix, fixed at build time from BASE_PATH (next.config.mjs). */
export const BASE_PATH: string = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** Prefixes an app path for places Next does not prefix itself (fetch, window.location, cookies). */
export function withBasePath(path: string): string {
  return `${BASE_PATH}${path}`;
}
