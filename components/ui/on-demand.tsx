'use client';

import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type ReactElement,
  type Ref,
  type SyntheticEvent,
} from 'react';

/**
 * The parts of components/ui that load their Radix implementation on demand
 * (dialog.tsx, dropdown-menu.tsx): a cached import(), open state that may be
 * controlled, and the plain button that stands in for a trigger until Radix is
 * there. Radix is ~40 KB gzip that only matters once a menu or dialog opens.
 */

export interface OnDemand<T> {
  /** The module once loaded, else null. */
  current(): T | null;
  /** Loads it (once; a failed load is tried again on the next call). */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => loaded,
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Runs `task` once, on the page's first press of a pointer or a key: code that a
 * press is likely to need next starts loading then, not on the press that needs it.
 */
export function onFirstPress(task: () => void) {
  if (typeof window === 'undefined') return;
  const run = () => {
    window.removeEventListener('pointerdown', run, true);
    window.removeEventListener('keydown', run, true);
    task();
  };
  window.addEventListener('pointerdown', run, { capture: true, passive: true });
  window.addEventListener('keydown', run, { capture: true, passive: true });
}

const notOnTheServer = () => null;

/**
 * The module while `wanted` and loaded, else null; null while hydrating too, so the
 * server's HTML and the first client render agree. `request` starts the load;
 * it also starts whenever `wanted` turns true.
 */
export function useOnDemand<T>(source: OnDemand<T>, wanted: boolean, onFailed: () => void) {
  const loaded = useSyncExternalStore(source.subscribe, source.current, notOnTheServer);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });
  const request = useCallback(() => {
    source.load().catch((error: unknown) => {
      console.error(error);
      failed.current();
    });
  }, [source]);
  useEffect(() => {
    if (wanted && !loaded) request();
  }, [wanted, loaded, request]);
  return { module: wanted ? loaded : null, request };
}

/** Radix renders forced content (forceMount) while closed as well, so such a part needs its module from the start. */
export function useLoadWhenForced(forceMount: boolean | undefined, load: () => void) {
  useEffect(() => {
    if (forceMount) load();
  }, [forceMount, load]);
}

/** open/defaultOpen/onOpenChange as Radix takes them; onOpenChange only on a change. */
export function useControllableOpen(prop: boolean | undefined, defaultProp: boolean | undefined, onChange: ((open: boolean) => void) | undefined) {
  const [own, setOwn] = useState(defaultProp ?? false);
  const controlled = prop !== undefined;
  const open = controlled ? prop : own;
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      if (!controlled) setOwn(next);
      changed.current?.(next);
    },
    [controlled, open],
  );
  return [open, setOpen] as const;
}

/** Radix's order: the caller's handler first, ours unless it prevented the default. */
export function composeHandlers<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The trigger's element. Swapping the plain button for Radix's remounts it, which
 * drops the focus to the body; the new button takes it back, so a keyboard user
 * stays put.
 */
export class TriggerHandle {
  element: HTMLButtonElement | null = null;
  private refocus = false;

  attach(element: HTMLButtonElement, radix: boolean) {
    this.element = element;
    const active = element.ownerDocument.activeElement;
    if (radix && this.refocus && (!active || active === element.ownerDocument.body)) element.focus({ preventScroll: true });
    this.refocus = false;
  }

  /** Refs detach before the node leaves the document, so this still sees the focus. */
  detach(element: HTMLButtonElement, radix: boolean) {
    if (!radix && element.ownerDocument.activeElement === element) this.refocus = true;
    if (this.element === element) this.element = null;
  }
}

export function useTriggerHandle(): TriggerHandle {
  return useState(() => new TriggerHandle())[0];
}

/** The trigger's ref: the caller's, and the handle's. */
export function useTriggerRef(ref: Ref<HTMLButtonElement> | undefined, handle: TriggerHandle, radix: boolean) {
  return useCallback(
    (element: HTMLButtonElement | null) => {
      if (!element) return;
      assignRef(ref, element);
      handle.attach(element, radix);
      return () => {
        handle.detach(element, radix);
        assignRef(ref, null);
      };
    },
    [ref, handle, radix],
  );
}

type ButtonProps = ComponentPropsWithRef<'button'> & { asChild?: boolean };

/** A button, or with asChild its one child element with these props merged in (as Radix's Slot does). */
export function PlainButton({ asChild, children, ...props }: ButtonProps) {
  if (!asChild) return <button {...props}>{children}</button>;
  if (!isValidElement(children)) throw new Error('A trigger with asChild takes exactly one element child.');
  const child = children as ReactElement<Record<string, unknown>>;
  const childProps = child.props;
  // A handler the child leaves undefined (onClick={undefined}) keeps ours, as Radix's Slot does.
  const merged: Record<string, unknown> = {
    ...props,
    ...Object.fromEntries(Object.entries(childProps).filter(([name, value]) => !(value === undefined && /^on[A-Z]/.test(name)))),
  };
  for (const [name, value] of Object.entries(props)) {
    const theirs = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        (theirs as (...args: unknown[]) => void)(...args);
        (value as (...args: unknown[]) => void)(...args);
      };
    } else if (name === 'className' && theirs) merged.className = `${String(value)} ${String(theirs)}`;
    else if (name === 'style' && theirs) merged.style = { ...(value as object), ...(theirs as object) };
    else if (name === 'ref' && theirs) {
      merged.ref = (element: HTMLButtonElement | null) => {
        const ours = value as Ref<HTMLButtonElement>;
        const cleanup = typeof ours === 'function' ? ours(element) : assignRef(ours, element);
        assignRef(theirs as Ref<HTMLButtonElement>, element);
        return () => {
          if (typeof cleanup === 'function') cleanup();
          else assignRef(ours, null);
          assignRef(theirs as Ref<HTMLButtonElement>, null);
        };
      };
    }
  }
  return cloneElement(child, merged);
}
