'use client';

import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { Button } from '@/components/ui/button';
import type { FormProps } from '@/components/ui/form';
import { onDemand, useOnDemand } from '@/components/ui/on-demand';
import { NO_INTERNET_MESSAGE } from '@/lib/messages';

/**
 * <Form> for a form that is not on screen when its page loads, as in a dialog:
 * form.tsx, and with it react-hook-form (about 15 KB gzip), loads when the form
 * first mounts or when preloadForm is called (a dialog's trigger calls it on
 * hover and focus, as the dialog loads Radix), not with the page. Until then a
 * placeholder of the form's size shows; a failed load says so and offers to try
 * again. The fields (form-fields.tsx) are the same as in <Form>.
 */

const formModule = onDemand(() => import('@/components/ui/form'));

/** Starts loading the form library; errors show when the form mounts. */
export const preloadForm = () => void formModule.load().catch(() => undefined);

/** Where a form will be: its values or its code are still on their way. */
export function FormPlaceholder() {
  return (
    <div aria-busy className="mt-4 flex flex-col gap-3" aria-label="Loading">
      <span className="h-10 rounded-md bg-slate-100 motion-safe:animate-pulse" />
      <span className="h-20 rounded-md bg-slate-100 motion-safe:animate-pulse" />
    </div>
  );
}

const FIRST_FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export function OnDemandForm<S extends z.$ZodType<FieldValues, FieldValues>>(props: FormProps<S>) {
  const [failed, setFailed] = useState(false);
  const { module, request } = useOnDemand(formModule, !failed, () => setFailed(true));
  const box = useRef<HTMLDivElement>(null);
  // Shown after a placeholder (its code's, or its values' in FormDialog): the first field takes the focus
  // the dialog held meanwhile, as it would have on opening, so what the user types next lands in it.
  useEffect(() => {
    if (!module || !box.current) return;
    const active = document.activeElement;
    const dialog = box.current.closest('[role=dialog]');
    if (active && active !== document.body && !(dialog && active === dialog)) return;
    box.current.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [module]);
  if (module)
    return (
      <div ref={box} className="contents">
        <module.Form {...props} />
      </div>
    );
  if (!failed) return <FormPlaceholder />;
  return (
    <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700">
      {NO_INTERNET_MESSAGE}
      <Button
        variant="secondary"
        onClick={() => {
          setFailed(false);
          request();
        }}
      >
        Try again
      </Button>
    </div>
  );
}
