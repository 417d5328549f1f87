'use client';

import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type * as Radix from './dialog-radix';
import { composeHandlers, onDemand, onFirstPress, PlainButton, useControllableOpen, useLoadWhenForced, useOnDemand, useTriggerHandle, useTriggerRef, type TriggerHandle } from './on-demand';
import { focusContent } from '@/lib/client/focusable';

/**
 * Modal dialog on Radix (focus trap, Escape, aria wiring). Outside clicks never
 * close a dialog (spec part 1 §9): the user answers with its buttons or Escape.
 *
 * Radix loads when a dialog first opens (dialog-radix.tsx): a closed dialog
 * renders no more than its trigger, as a plain button. DialogTitle,
 * DialogDescription and DialogClose go inside DialogContent.
 */

export type { DialogCloseProps, DialogContentProps, DialogDescriptionProps, DialogProps, DialogTitleProps, DialogTriggerProps } from './dialog-radix';

const radixDialog = onDemand(() => import('./dialog-radix'));

// Dialogs mostly answer what the user just did (a failure notice after a save, a
// confirm before a delete). The first press anywhere starts the load, so such a
// dialog does not wait for a second round trip, and still opens if the network
// drops in between.
onFirstPress(() => void radixDialog.load().catch(() => undefined));

/** Loads Radix's dialog ahead of need: for something about to open one, and for tests that expect it at once. */
export function preloadDialog(): Promise<unknown> {
  return radixDialog.load();
}

/**
 * Where the focus goes when a dialog closes and neither its trigger nor what had the focus
 * when it opened is still on the page: a lazily loaded button that replaced its stand-in
 * (lazy-button.tsx) provides its new button.
 */
export const FocusReturnContext = createContext<(() => HTMLElement | null) | null>(null);

/** Each open dialog's content element → where that dialog hands the focus back. */
const returnTargets = new WeakMap<Element, () => HTMLElement | null>();
const DIALOG_ELEMENT = '[role=dialog], [role=alertdialog]';

interface Opened {
  open: boolean;
  /** What had the focus when the dialog opened. */
  opener: HTMLElement | null;
  /** Opened from inside another dialog (a success notice over the form that saved): where that one hands the focus back. */
  hostReturn: (() => HTMLElement | null) | null;
}

function openedNow(open: boolean, previous: Opened | null): Opened {
  if (!open) return { open, opener: previous?.opener ?? null, hostReturn: previous?.hostReturn ?? null };
  const opener = focusedElement();
  const host = opener?.closest(DIALOG_ELEMENT);
  return { open, opener, hostReturn: (host && returnTargets.get(host)) ?? null };
}

const connected = (element: HTMLElement | null | undefined) => (element?.isConnected ? element : null);

interface DialogContextValue {
  open: boolean;
  /** Where the focus goes back to when the dialog closes (its trigger, else what opened it, else its host's or the context's). */
  returnTarget: () => HTMLElement | null;
  /** Opened with nothing to go back to at all (as the page loaded): not by a control that is gone since. */
  openedFromNothing: () => boolean;
  setOpen: (open: boolean) => void;
  radix: typeof Radix | null;
  trigger: TriggerHandle;
  preload: () => void;
  mount: () => void;
}

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialog(part: string) {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`\`${part}\` must be used within \`Dialog\``);
  return context;
}

function useRadix(part: string) {
  const { radix } = useDialog(part);
  if (!radix) throw new Error(`\`${part}\` must be used within \`DialogContent\``);
  return radix;
}

/** The element with the focus, if any (not the page itself). */
const focusedElement = () => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);

export function Dialog({ open: openProp, defaultOpen, onOpenChange, modal, children }: Radix.DialogProps) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  // A dialog opened from outside (a row's Edit button mounts it open, with no DialogTrigger) hands
  // the focus back to what had it when it opened; Radix would leave it on the page.
  const [opened, setOpened] = useState(() => openedNow(open, null));
  if (opened.open !== open) setOpened(openedNow(open, opened));
  const focusReturn = useContext(FocusReturnContext);
  // Once open, Radix stays: it plays the exit and hands the focus back.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  // A dialog that cannot load answers as Escape would, so nobody waits on it.
  const { module: radix, request } = useOnDemand(radixDialog, open || mounted, () => setOpen(false));
  const trigger = useTriggerHandle();

  const context = useMemo<DialogContextValue>(
    () => ({
      open,
      returnTarget: () => connected(trigger.element) ?? connected(opened.opener) ?? connected(opened.hostReturn?.()) ?? connected(focusReturn?.()),
      openedFromNothing: () => !trigger.element && !opened.opener && !opened.hostReturn && !focusReturn,
      setOpen,
      radix,
      trigger,
      preload: request,
      mount: () => setMounted(true),
    }),
    [open, opened, focusReturn, setOpen, radix, trigger, request],
  );
  return (
    <DialogContext.Provider value={context}>
      {radix ? (
        <radix.Root open={open} onOpenChange={setOpen} modal={modal}>
          {children}
        </radix.Root>
      ) : (
        children
      )}
    </DialogContext.Provider>
  );
}

export function DialogTrigger({ ref, onClick, onPointerEnter, onFocus, ...props }: Radix.DialogTriggerProps) {
  const dialog = useDialog('DialogTrigger');
  const { radix } = dialog;
  const triggerRef = useTriggerRef(ref, dialog.trigger, !!radix);
  if (radix) return <radix.Trigger {...props} ref={triggerRef} onClick={onClick} onPointerEnter={onPointerEnter} onFocus={onFocus} />;
  return (
    <PlainButton
      type="button"
      aria-haspopup="dialog"
      aria-expanded={dialog.open}
      data-state={dialog.open ? 'open' : 'closed'}
      {...props}
      // Pressed and still the stand-in: the dialog's code is on its way (globals.css shows it).
      aria-busy={dialog.open || undefined}
      ref={triggerRef}
      onPointerEnter={composeHandlers(onPointerEnter, dialog.preload)}
      onFocus={composeHandlers(onFocus, dialog.preload)}
      onClick={composeHandlers(onClick, () => {
        // Opens (a second press while Radix loads must not close it again before it shows).
        dialog.setOpen(true);
        // Also tries again after a failed load.
        dialog.preload();
      })}
    />
  );
}

export function DialogContent({ ref, onCloseAutoFocus, ...props }: Radix.DialogContentProps) {
  const { radix, mount, returnTarget, openedFromNothing, trigger } = useDialog('DialogContent');
  useLoadWhenForced(props.forceMount, mount);
  const contentRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
      if (element) returnTargets.set(element, returnTarget);
    },
    [ref, returnTarget],
  );
  if (!radix) return null;
  return (
    <radix.Content
      {...props}
      ref={contentRef}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        // Radix hands the focus to the trigger; otherwise it goes where returnTarget says, never to the page.
        if (event.defaultPrevented || connected(trigger.element)) return;
        const target = returnTarget();
        if (target) {
          event.preventDefault();
          target.focus({ preventScroll: true });
        } else if (openedFromNothing()) {
          // Opened as the page loaded: the page's content, not <body>.
          event.preventDefault();
          focusContent();
        }
        // Else what opened it is gone (a deleted row's Delete): the focus is left off the page, for
        // the refresh that removed it to hand to its successor (RefreshProvider).
      }}
    />
  );
}

export function DialogClose(props: Radix.DialogCloseProps) {
  const radix = useRadix('DialogClose');
  return <radix.Close {...props} />;
}

export function DialogTitle(props: Radix.DialogTitleProps) {
  const radix = useRadix('DialogTitle');
  return <radix.Title {...props} />;
}

export function DialogDescription(props: Radix.DialogDescriptionProps) {
  const radix = useRadix('DialogDescription');
  return <radix.Description {...props} />;
}
