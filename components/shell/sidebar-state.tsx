'use client';

import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SIDEBAR_COLLAPSE_WIDTH_PX } from '@/lib/constants';

/**
 * Sidebar open state (spec part 1 §2): open by default, closed when the window
 * is narrower than 1264 px, and the header toggle flips it. 'auto' follows the
 * width through CSS (no flash before hydration); the toggle sets an explicit
 * state, which lasts until the window crosses 1264 px again.
 */

export type SidebarMode = 'auto' | 'open' | 'closed';

const WIDE_QUERY = `(min-width: ${SIDEBAR_COLLAPSE_WIDTH_PX}px)`;

function subscribeWide(callback: () => void) {
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', callback);
  return () => media.removeEventListener('change', callback);
}

interface SidebarState {
  mode: SidebarMode;
  setMode: (mode: SidebarMode) => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

function useSidebarState(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside <SidebarStateProvider>');
  return state;
}

/** The sidebar's mode, for the sidebar itself: in 'auto' its CSS follows the window width. */
export function useSidebarMode(): SidebarMode {
  return useSidebarState().mode;
}

/**
 * Whether the sidebar is expanded and how to flip it, for the header toggle.
 * Only the toggle reads the window width: the server guesses wide, and on a
 * narrower window the correction after hydration re-renders this one button
 * rather than the provider and the whole sidebar under it.
 */
export function useSidebar(): { mode: SidebarMode; expanded: boolean; toggle: () => void } {
  const { mode, setMode } = useSidebarState();
  const wide = useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
  const expanded = mode === 'open' || (mode === 'auto' && wide);
  return { mode, expanded, toggle: () => setMode(expanded ? 'closed' : 'open') };
}

export function SidebarStateProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<SidebarMode>('auto');
  useEffect(() => {
    const media = window.matchMedia(WIDE_QUERY);
    const reset = () => setMode('auto');
    media.addEventListener('change', reset);
    return () => media.removeEventListener('change', reset);
  }, []);
  const value = useMemo(() => ({ mode, setMode }), [mode]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

/** Display classes (flex or hidden) for an element shown only in the expanded, or only in the collapsed, sidebar. */
export function sidebarVisibility(mode: SidebarMode): { whenExpanded: string; whenCollapsed: string } {
  if (mode === 'open') return { whenExpanded: 'flex', whenCollapsed: 'hidden' };
  if (mode === 'closed') return { whenExpanded: 'hidden', whenCollapsed: 'flex' };
  return { whenExpanded: 'hidden min-[1264px]:flex', whenCollapsed: 'flex min-[1264px]:hidden' };
}
