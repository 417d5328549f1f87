'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import motion from './motion.module.css';

/**
 * Modal dialog on Radix (focus trap, Escape, aria wiring). Outside clicks never
 * close a dialog (spec part 1 §9): the user answers with its buttons or Escape.
 */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** Max width in px (default 440); the Confirm Clock Out modal is 600. */
  width?: number;
  children: ReactNode;
}

export function DialogContent({ width = 440, className = '', style, children, onPointerDownOutside, onInteractOutside, ...props }: DialogContentProps) {
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
        style={{ maxWidth: width, ...style }}
        className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none ${motion.dialog} ${className}`}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className = '', ...props }: ComponentPropsWithoutRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={`text-lg font-semibold text-slate-900 ${className}`} {...props} />;
}

export function DialogDescription({ className = '', ...props }: ComponentPropsWithoutRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={`text-sm leading-6 text-slate-600 ${className}`} {...props} />;
}
