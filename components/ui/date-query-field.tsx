'use client';

import { useEffect, useRef, useState } from 'react';
import { DateTimeInput, unreadableDateText } from '@/components/ui/date-time-input';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { isCalendarDate } from '@/lib/date-time/calendar';

/**
 * A date in a GET form (a list's filters) in the tenant's date format: the field shows and reads
 * the tenant's format, and a hidden input sends the ISO date the page reads ("YYYY-MM-DD"). While
 * the text is no date the form is not sent: the field takes the focus and says what it expects,
 * so a list is never shown as if filtered by a date it dropped. (Before the page's script runs,
 * a plain submit sends nothing for it.)
 */
export function DateQueryField({ name, label, defaultValue, className }: { name: string; label: string; defaultValue?: string; className?: string }) {
  const [value, setValue] = useState(defaultValue ?? '');
  const [refused, setRefused] = useState(false);
  const { dateFormat } = useTenantFormats();
  const input = useRef<HTMLInputElement>(null);
  const unreadable = value !== '' && !isCalendarDate(value);

  useEffect(() => {
    const form = input.current?.form;
    if (!form || !unreadable) return;
    // On the form itself, so before React's handler (next/form's navigation), which skips a prevented submit.
    const refuse = (event: SubmitEvent) => {
      event.preventDefault();
      setRefused(true);
      input.current?.focus();
    };
    form.addEventListener('submit', refuse);
    return () => form.removeEventListener('submit', refuse);
  }, [unreadable]);

  return (
    <div className={className}>
      <DateTimeInput
        kind="date"
        label={label}
        value={value}
        inputRef={input}
        error={refused && unreadable ? unreadableDateText(value, dateFormat) : undefined}
        onValueChange={(next) => {
          setValue(next);
          if (next === '' || isCalendarDate(next)) setRefused(false);
        }}
      />
      <input type="hidden" name={name} value={isCalendarDate(value) ? value : ''} />
    </div>
  );
}
