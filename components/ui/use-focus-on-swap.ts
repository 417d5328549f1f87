'use client';

import { useEffect, useRef } from 'react';
import { focusableIn } from '@/lib/client/focusable';

/**
 * The focus for a control that swaps itself for another when used: a person picked in a search box
 * shows as a name with Change, and Change brings the search box back. The control that had the
 * focus is gone then, and the focus would drop to the page (or to a dialog's frame). `swapTo(name)`,
 * called before the swap, names the part that takes the focus; `part(name)` marks the parts; once
 * `state` has changed, the named part (or its first control) gets the focus.
 */
export function useFocusOnSwap<Name extends string>(state: unknown) {
  const next = useRef<Name | null>(null);
  const parts = useRef(new Map<Name, HTMLElement>());
  useEffect(() => {
    const name = next.current;
    next.current = null;
    if (name) focusableIn(parts.current.get(name))?.focus();
  }, [state]);
  return {
    swapTo: (name: Name) => {
      next.current = name;
    },
    /** The swap did not happen (the step failed): a later change of state takes no focus. */
    cancel: () => {
      next.current = null;
    },
    part: (name: Name) => (element: HTMLElement | null) => {
      if (element) parts.current.set(name, element);
      else parts.current.delete(name);
    },
  };
}
