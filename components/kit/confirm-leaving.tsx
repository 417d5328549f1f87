'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormChanged } from '@/components/kit/form-changed';
import { useDialogs } from '@/components/shell/dialogs';
import { withoutBasePath } from '@/lib/base-path';
import { DIALOG_TEXTS } from '@/lib/messages';

/**
 * Leaving a page form with unsaved changes asks first. A link in the app ('Leave this page?':
 * No, the safe answer, has the focus) is held before Next's Link sees the click and followed
 * on Yes; a reload, a closed tab or another site gets the browser's own question
 * (beforeunload, which allows no text of ours). The browser's Back and Forward within the app
 * are held the same way where the browser lets a page hold a history step (the Navigation API's
 * cancelable traversal, before the App Router hears of it) and taken on Yes; a step to another
 * site's page gets beforeunload's question. `changed` is read when the user leaves, so it is
 * always the form's latest state.
 */
export function useConfirmLeaving(changed: () => boolean) {
  const dialogs = useDialogs();
  const router = useRouter();
  const latest = useRef(changed);
  useEffect(() => {
    latest.current = changed;
  }, [changed]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (latest.current()) event.preventDefault();
    };
    // On the window in the capture phase: before React's handlers (Next's Link) on the app's root.
    const click = (event: MouseEvent) => {
      const path = inAppNavigation(event);
      if (path === null || !latest.current()) return;
      event.preventDefault();
      event.stopPropagation();
      void dialogs.confirm({ title: DIALOG_TEXTS.leave.title, text: DIALOG_TEXTS.leave.text }).then((leave) => {
        if (leave) router.push(path);
      });
    };
    const navigation = (window as Window & { navigation?: HistoryNavigation }).navigation;
    let allowed: string | null = null;
    const traverse = (event: Event) => {
      const step = event as TraverseEvent;
      if (step.navigationType !== 'traverse' || !step.destination.sameDocument) return;
      if (allowed === step.destination.key) {
        allowed = null;
        return;
      }
      if (!step.cancelable || !latest.current()) return;
      event.preventDefault();
      const key = step.destination.key;
      void dialogs.confirm({ title: DIALOG_TEXTS.leave.title, text: DIALOG_TEXTS.leave.text }).then((leave) => {
        if (!leave || !navigation) return;
        allowed = key;
        navigation.traverseTo(key);
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    navigation?.addEventListener('navigate', traverse);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
      navigation?.removeEventListener('navigate', traverse);
    };
  }, [dialogs, router]);
}

/** What this uses of the Navigation API (not in TypeScript's DOM library yet). */
interface HistoryNavigation extends EventTarget {
  traverseTo(key: string): unknown;
}
interface TraverseEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key: string; sameDocument: boolean };
}

/**
 * The app path a plain click on a link would open in this tab, or null: not a link, a click
 * that opens a tab or a download, another site (beforeunload asks), or this very page.
 */
function inAppNavigation(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${withoutBasePath(url.pathname)}${url.search}${url.hash}`;
}

/**
 * A page's react-hook-form form: leaving it with changes not saved asks first (a saved form has
 * none: <Form> takes what it saved as its new start). `changed`: unsaved work outside the form's
 * fields (a chosen logo).
 */
export function ConfirmLeaving<T extends FieldValues>({ form, changed = false }: { form: Pick<UseFormReturn<T>, 'subscribe'>; changed?: boolean }) {
  const fields = useRef(false);
  useFormChanged(
    form,
    useCallback((value: boolean) => {
      fields.current = value;
    }, []),
  );
  useConfirmLeaving(() => fields.current || changed);
  return null;
}
