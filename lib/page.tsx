import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageAbort } from '@/components/shell/page-abort';
import { ShellCheck } from '@/components/shell/shell-check';
import type { Permission } from '@/lib/auth/permissions';
import { requireRoute, type PageGate } from '@/lib/auth/api';
import { toAbort, type Result } from '@/lib/errors';
import { findRoute, type ProtectedPattern, type RouteParams, type RoutePattern } from '@/lib/routes';
import { positiveIntParam, type SearchParams } from '@/lib/search-params';

/**
 * One helper for a page of the signed-in app: its title from the route table,
 * the permission re-check from a fresh /authorization (middleware is only the
 * fast gate), its upstream reads started in parallel with that check, and the
 * two abort branches (no access or a failed /authorization; a failed read).
 * A page file is then its data and its markup:
 *
 *   export const metadata = pageMetadata('/settings/people/departments');
 *   export default definePage('/settings/people/departments', {
 *     load: ({ search }) => ({ items: serverCall(namedItemApi.departments.index, { query: { page: pageParam(search) } }) }),
 *     render: ({ items }, { can }) => <NamedItemsScreen … />,
 *   });
 */

export type SignedInGate = Extract<PageGate, { ok: true }>;

export interface PageContext<P extends string> {
  /** The route's values, as strings (decoded by Next.js). */
  params: { [K in keyof RouteParams<P>]: string };
  search: SearchParams;
}

export interface RenderContext<P extends string> extends PageContext<P> {
  gate: SignedInGate;
  can: (permission: Permission) => boolean;
}

type Loads = Record<string, Promise<Result<unknown>>>;
type Loaded<L extends Loads> = { [K in keyof L]: L[K] extends Promise<Result<infer T>> ? T : never };

export function pageMetadata(pattern: RoutePattern): Metadata {
  return { title: findRoute(pattern).title };
}

export function definePage<P extends ProtectedPattern, L extends Loads = Record<never, never>>(
  pattern: P,
  spec: {
    load?: (context: PageContext<P>) => L;
    render: (data: Loaded<L>, context: RenderContext<P>) => ReactNode | Promise<ReactNode>;
  },
) {
  return async function Page(props: { params: Promise<Record<string, string | string[]>>; searchParams: Promise<SearchParams> }) {
    const [params, search] = await Promise.all([props.params, props.searchParams]);
    const context = { params, search } as PageContext<P>;
    const loads = spec.load?.(context) ?? ({} as L);
    const keys = Object.keys(loads);
    const [gate, ...results] = await Promise.all([requireRoute(pattern), ...keys.map((key) => loads[key]!)]);
    if (!gate.ok) return <PageAbort {...gate.abort} />;
    const data: Record<string, unknown> = {};
    for (const [index, result] of results.entries()) {
      if (!result.ok) return <PageAbort {...toAbort(result.error)} />;
      data[keys[index]!] = result.data;
    }
    const can = (permission: Permission) => gate.permissions.has(permission);
    return (
      <>
        {await spec.render(data as Loaded<L>, { ...context, gate, can })}
        <ShellCheck />
      </>
    );
  };
}

/** A route's numeric id (`[id]`), or the 404 screen for anything else. */
export function idOrNotFound(value: string | undefined): number {
  const id = positiveIntParam(value, null);
  if (id === null) notFound();
  return id;
}
