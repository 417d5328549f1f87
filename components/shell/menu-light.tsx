'use client';

import { useLayoutEffect, useSyncExternalStore } from 'react';
import { usePathname } from '@/lib/client/navigation';

/**
 * The menu item a page lights when its data decides it, not its path: someone
 * else's leave application belongs under All leave, one's own under My leave
 * (the route table's `lights` is per route). The page renders <MenuLight>; the
 * sidebar and the menu bar read it with useLitHref for that path only, so a
 * page left behind lights nothing. The server draws the path's item; a page
 * loaded afresh corrects it when it hydrates, a client navigation before paint.
 */

let lit: { path: string; href: string } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function MenuLight({ href }: { href: string }) {
  const path = usePathname();
  useLayoutEffect(() => {
    const mine = { path, href };
    lit = mine;
    emit();
    return () => {
      if (lit !== mine) return;
      lit = null;
      emit();
    };
  }, [path, href]);
  return null;
}

/** The href a page on `path` asked to light, or null. */
export function useLitHref(path: string): string | null {
  const current = useSyncExternalStore(
    subscribe,
    () => lit,
    () => null,
  );
  return current && current.path === path ? current.href : null;
}
