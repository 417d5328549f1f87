'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/client/idle';

const ASKED_KEY = 'crewdesk:web-push-asked';

/**
 * The web-push permission request at startup (spec part 1 §1), only where the
 * browser supports notifications and the user has not decided yet, and at most
 * once per browser session so a dismissed prompt does not come back on every page.
 * It asks once the page is idle: asking is a call into the browser, not work the
 * first paint or hydration should wait for.
 */
export function WebPushPrompt() {
  useEffect(() => {
    if (typeof window === 'undefined' || !('Notification' in window)) return;
    return whenIdle(() => {
      if (Notification.permission !== 'default') return;
      try {
        if (sessionStorage.getItem(ASKED_KEY)) return;
        sessionStorage.setItem(ASKED_KEY, '1');
      } catch {
        // storage blocked: ask anyway, once for this page
      }
      // Older Safari answers through a callback and returns undefined.
      const asked = Notification.requestPermission() as Promise<NotificationPermission> | undefined;
      asked?.catch(() => undefined);
    });
  }, []);
  return null;
}
