'use client';

import { useState } from 'react';
import { DateTimeInput } from '@/components/ui/date-time-input';
import { isCalendarDate } from '@/lib/date-time/calendar';

/**
 * A date in a GET form (a list's filters) in the tenant's date format: the field shows and reads
 * the tenant's format, and a hidden input sends the ISO date the page reads ("YYYY-MM-DD"), or
 * nothing while the text is no date (the field says what it expects).
 */
export function DateQueryField({ name, label, defaultValue, className }: { name: string; label: string; defaultValue?: string; className?: string }) {
  const [value, setValue] = useState(defaultValue ?? '');
  return (
    <div className={className}>
      <DateTimeInput kind="date" label={label} value={value} onValueChange={setValue} />
      <input type="hidden" name={name} value={isCalendarDate(value) ? value : ''} />
    </div>
  );
}
