import { ReadonlyURLSearchParams, usePathname as pathnameOrNull, useSearchParams as searchParamsOrNull } from 'next/navigation';

/**
 * next/navigation's path and query hooks as the App Router gives them: never
 * null. Since the sign-in page is a Pages Router page (pages/login.tsx),
 * Next.js types them for both routers, where they may be null while a Pages
 * Router page is not ready; App Router components read them through here.
 */
export function usePathname(): string {
  return pathnameOrNull() ?? '/';
}

let noParams: ReadonlyURLSearchParams | undefined;

export function useSearchParams(): ReadonlyURLSearchParams {
  return searchParamsOrNull() ?? (noParams ??= new ReadonlyURLSearchParams());
}
