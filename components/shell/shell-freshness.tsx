'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect } from 'react';

/**
 * The shell (layout) is drawn once and kept across soft navigations, so a role changed
 * meanwhile would leave the old menu up until a reload. Each page says what the shell
 * should be for the user now (ShellCheck); when that differs from what the shell was drawn
 * for, the shell is read again (router.refresh), once per difference.
 */

export const ShellFingerprintContext = createContext<string | null>(null);

const refreshedFor = new Set<string>();

export function ShellFreshness({ fingerprint }: { fingerprint: string }) {
  const shell = useContext(ShellFingerprintContext);
  const router = useRouter();
  useEffect(() => {
    if (shell === null) return;
    // Caught up: a later change may need the same refresh again.
    if (shell === fingerprint) return void refreshedFor.clear();
    // One refresh per difference, so answers that never agree cannot loop.
    const difference = `${shell}>${fingerprint}`;
    if (refreshedFor.has(difference)) return;
    refreshedFor.add(difference);
    router.refresh();
  }, [shell, fingerprint, router]);
  return null;
}
