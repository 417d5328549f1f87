'use client';

import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import motion from './motion.module.css';

/** Dropdown menu on Radix (roving focus, typeahead, Escape), styled for the product. */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;

export function DropdownMenuContent({ className = '', sideOffset = 8, ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Content>) {
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

export function DropdownMenuItem({ className = '', ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={`flex min-h-10 cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50 ${className}`}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className = '', ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={`px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500 ${className}`} {...props} />;
}

export function DropdownMenuSeparator({ className = '', ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={`my-1 h-px bg-slate-200 ${className}`} {...props} />;
}
