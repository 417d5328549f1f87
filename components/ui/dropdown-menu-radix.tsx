'use client';

import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef, ComponentPropsWithRef } from 'react';
import motion from './motion.module.css';

/** The Radix half of components/ui/dropdown-menu.tsx, loaded when a menu trigger is first pointed at, focused or pressed. */

export const Root = RadixMenu.Root;
export const Trigger = RadixMenu.Trigger;
export const Group = RadixMenu.Group;

export type DropdownMenuProps = RadixMenu.DropdownMenuProps;
export type DropdownMenuTriggerProps = ComponentPropsWithRef<typeof RadixMenu.Trigger>;
export type DropdownMenuGroupProps = ComponentPropsWithRef<typeof RadixMenu.Group>;
export type DropdownMenuContentProps = ComponentPropsWithoutRef<typeof RadixMenu.Content>;
export type DropdownMenuItemProps = ComponentPropsWithoutRef<typeof RadixMenu.Item>;
export type DropdownMenuLabelProps = ComponentPropsWithoutRef<typeof RadixMenu.Label>;
export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<typeof RadixMenu.Separator>;

export function Content({ className = '', sideOffset = 8, ...props }: DropdownMenuContentProps) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={`z-40 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-52 overflow-y-auto rounded-xl bg-white p-1.5 text-slate-800 shadow-xl ring-1 ring-slate-900/10 focus:outline-none ${motion.menu} ${className}`}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

export function Item({ className = '', ...props }: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      className={`flex min-h-10 cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50 ${className}`}
      {...props}
    />
  );
}

export function Label({ className = '', ...props }: DropdownMenuLabelProps) {
  return <RadixMenu.Label className={`px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 ${className}`} {...props} />;
}

export function Separator({ className = '', ...props }: DropdownMenuSeparatorProps) {
  return <RadixMenu.Separator className={`my-1 h-px bg-slate-200 ${className}`} {...props} />;
}
