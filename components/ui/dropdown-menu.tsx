'use client';

import { createContext, useContext, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import type * as Radix from './dropdown-menu-radix';
import { composeHandlers, onDemand, PlainButton, useControllableOpen, useLoadWhenForced, useOnDemand, useTriggerHandle, useTriggerRef, type TriggerHandle } from './on-demand';

/**
 * Dropdown menu on Radix (roving focus, typeahead, Escape), styled for the product.
 *
 * Radix loads on demand (dropdown-menu-radix.tsx): until a trigger is pointed at,
 * focused or pressed, it is a plain button with the same look and aria. A press
 * that comes before Radix is played again on Radix's trigger once it is there,
 * so a click or Enter/Space/ArrowDown opens the menu just as it would have.
 * The items, labels, groups and separators go inside DropdownMenuContent.
 */

export type {
  DropdownMenuContentProps,
  DropdownMenuGroupProps,
  DropdownMenuItemProps,
  DropdownMenuLabelProps,
  DropdownMenuProps,
  DropdownMenuSeparatorProps,
  DropdownMenuTriggerProps,
} from './dropdown-menu-radix';

const radixMenu = onDemand(() => import('./dropdown-menu-radix'));

/** What Radix's trigger opens on (besides a left press). */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

type Press = { type: 'pointerdown'; pointerType: string } | { type: 'keydown'; key: string };

interface MenuContextValue {
  open: boolean;
  radix: typeof Radix | null;
  trigger: TriggerHandle;
  /** Swap in Radix as soon as it is loaded. */
  activate: () => void;
  /** A press on the plain trigger, to play again on Radix's. */
  press: (press: Press) => void;
  /** The event being played again, which the caller's handlers have already seen. */
  replaying: { current: Event | null };
}

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenu(part: string) {
  const context = useContext(MenuContext);
  if (!context) throw new Error(`\`${part}\` must be used within \`DropdownMenu\``);
  return context;
}

function useRadix(part: string) {
  const { radix } = useMenu(part);
  if (!radix) throw new Error(`\`${part}\` must be used within \`DropdownMenuContent\``);
  return radix;
}

export function DropdownMenu({ open: openProp, defaultOpen, onOpenChange, modal, dir, children }: Radix.DropdownMenuProps) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const [active, setActive] = useState(false);
  const pending = useRef<Press | null>(null);
  const replaying = useRef<Event | null>(null);
  const { module: radix, request } = useOnDemand(radixMenu, active || open, () => {
    pending.current = null;
  });
  const trigger = useTriggerHandle();

  // Radix's root listens for key presses (to focus the first item when opened by
  // keyboard) from its effects, which have run by now: play the press again.
  useEffect(() => {
    const press = pending.current;
    const element = trigger.element;
    if (!radix || !press || !element) return;
    pending.current = null;
    if (press.type === 'keydown' && element.ownerDocument.activeElement !== element) element.focus({ preventScroll: true });
    const event =
      press.type === 'keydown'
        ? new KeyboardEvent('keydown', { key: press.key, bubbles: true, cancelable: true })
        : new (typeof PointerEvent === 'function' ? PointerEvent : MouseEvent)('pointerdown', { button: 0, pointerType: press.pointerType, bubbles: true, cancelable: true });
    replaying.current = event;
    try {
      element.dispatchEvent(event);
    } finally {
      replaying.current = null;
    }
  }, [radix, trigger]);

  const context = useMemo<MenuContextValue>(() => {
    const activate = () => {
      setActive(true);
      request();
    };
    return {
      open,
      radix,
      trigger,
      activate,
      press: (press) => {
        pending.current = press;
        activate();
      },
      replaying,
    };
  }, [open, radix, trigger, request]);

  return (
    <MenuContext.Provider value={context}>
      {radix ? (
        <radix.Root open={open} onOpenChange={setOpen} modal={modal} dir={dir}>
          {children}
        </radix.Root>
      ) : (
        children
      )}
    </MenuContext.Provider>
  );
}

export function DropdownMenuTrigger({ ref, onPointerEnter, onFocus, onPointerDown, onKeyDown, ...props }: Radix.DropdownMenuTriggerProps) {
  const menu = useMenu('DropdownMenuTrigger');
  const { radix, replaying } = menu;
  const triggerRef = useTriggerRef(ref, menu.trigger, !!radix);
  if (radix) {
    // The caller's handlers already saw a press that is played again.
    const once =
      <E extends SyntheticEvent>(handler: ((event: E) => void) | undefined) =>
      (event: E) => {
        if (event.nativeEvent !== replaying.current) handler?.(event);
      };
    return (
      <radix.Trigger
        {...props}
        ref={triggerRef}
        onPointerEnter={onPointerEnter}
        onFocus={onFocus}
        onPointerDown={once(onPointerDown)}
        onKeyDown={once(onKeyDown)}
      />
    );
  }
  const disabled = props.disabled ?? false;
  return (
    <PlainButton
      type="button"
      aria-haspopup="menu"
      aria-expanded={menu.open}
      data-state={menu.open ? 'open' : 'closed'}
      data-disabled={disabled ? '' : undefined}
      {...props}
      ref={triggerRef}
      onPointerEnter={composeHandlers(onPointerEnter, menu.activate)}
      onFocus={composeHandlers(onFocus, menu.activate)}
      onPointerDown={composeHandlers(onPointerDown, (event) => {
        if (disabled || event.button !== 0 || event.ctrlKey) return;
        menu.press({ type: 'pointerdown', pointerType: event.pointerType });
        // As Radix does: the opening press does not focus the trigger, the menu takes it.
        event.preventDefault();
      })}
      onKeyDown={composeHandlers(onKeyDown, (event) => {
        if (disabled || !OPEN_KEYS.includes(event.key)) return;
        menu.press({ type: 'keydown', key: event.key });
        event.preventDefault();
      })}
    />
  );
}

export function DropdownMenuContent(props: Radix.DropdownMenuContentProps) {
  const { radix, activate } = useMenu('DropdownMenuContent');
  useLoadWhenForced(props.forceMount, activate);
  return radix ? <radix.Content {...props} /> : null;
}

export function DropdownMenuGroup(props: Radix.DropdownMenuGroupProps) {
  const radix = useRadix('DropdownMenuGroup');
  return <radix.Group {...props} />;
}

export function DropdownMenuItem(props: Radix.DropdownMenuItemProps) {
  const radix = useRadix('DropdownMenuItem');
  return <radix.Item {...props} />;
}

export function DropdownMenuLabel(props: Radix.DropdownMenuLabelProps) {
  const radix = useRadix('DropdownMenuLabel');
  return <radix.Label {...props} />;
}

export function DropdownMenuSeparator(props: Radix.DropdownMenuSeparatorProps) {
  const radix = useRadix('DropdownMenuSeparator');
  return <radix.Separator {...props} />;
}

/** Whether the element shows a focus ring (a keyboard user's focus), where the browser can tell. */
function focusIsVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * For a menu whose items arrive after it opened (loaded on demand): opened from
 * the keyboard, Radix could only focus the menu's frame, which shows no ring and
 * chooses no item. Once `ready`, the first enabled item takes the focus, as in a
 * menu whose items were there at once. `inside` is any element in the menu.
 */
export function useFocusFirstItemWhenReady(inside: { current: HTMLElement | null }, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const menu = inside.current?.closest<HTMLElement>('[role="menu"]');
    if (!menu || document.activeElement !== menu || !focusIsVisible(menu)) return;
    menu.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
  }, [inside, ready]);
}
