/** The deployment prefix, fixed at build time from BASE_PATH (next.config.mjs). */
export const BASE_PATH: string = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** Prefixes an app path for places Next does not prefix itself (fetch, window.location, cookies). */
export function withBasePath(path: string): string {
  return `${BASE_PATH}${path}`;
}

/** An address's path within the app (what router.push and the route table take): the deployment prefix taken off. */
export function withoutBasePath(path: string): string {
  return (BASE_PATH && (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) ? path.slice(BASE_PATH.length) : path) || '/';
}
