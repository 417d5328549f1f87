'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ComponentPropsWithRef, ReactNode } from 'react';
import motion from './motion.module.css';

/**
 * The Radix half of components/ui/dialog.tsx, loaded when a dialog first opens.
 * Import the public module; only a component that is itself loaded on demand and
 * needs the bare primitives (the feed's lightbox) imports this one.
 */

export const DialogPrimitive = RadixDialog;
export const Root = RadixDialog.Root;
export const Trigger = RadixDialog.Trigger;
export const Close = RadixDialog.Close;

export type DialogProps = RadixDialog.DialogProps;
export type DialogTriggerProps = ComponentPropsWithRef<typeof RadixDialog.Trigger>;
export type DialogCloseProps = ComponentPropsWithRef<typeof RadixDialog.Close>;
export type DialogTitleProps = ComponentPropsWithoutRef<typeof RadixDialog.Title>;
export type DialogDescriptionProps = ComponentPropsWithoutRef<typeof RadixDialog.Description>;

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  /** Max width in px (default 440); the Confirm Clock Out modal is 600. */
  width?: number;
  children: ReactNode;
}

export function Content({ width = 440, className = '', style, children, onPointerDownOutside, onInteractOutside, onEscapeKeyDown, ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={`fixed inset-0 z-50 bg-slate-950/50 ${motion.overlay}`} />
      <RadixDialog.Content
        {...props}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          event.preventDefault();
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          event.preventDefault();
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          // An open suggestion list inside (a people search) takes Escape first: it closes, the
          // dialog and what was typed in it stay. Radix hears Escape before the field does.
          const target = event.target;
          if (target instanceof Element && target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') event.preventDefault();
        }}
        style={{ maxWidth: width, ...style }}
        className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none ${motion.dialog} ${className}`}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function Title({ className = '', ...props }: DialogTitleProps) {
  return <RadixDialog.Title className={`text-lg font-semibold text-slate-900 ${className}`} {...props} />;
}

export function Description({ className = '', ...props }: DialogDescriptionProps) {
  return <RadixDialog.Description className={`text-sm leading-6 text-slate-600 ${className}`} {...props} />;
}
