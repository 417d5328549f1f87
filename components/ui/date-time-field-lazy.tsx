'use client';

import dynamic from 'next/dynamic';

/**
 * The tenant-format date field for forms inside dialogs: its code (the input,
 * its formats and messages, about 2 KB gzip) loads when a dialog first shows
 * the field, not with the screen, so screens that only open such a dialog now
 * and then stay within their first-load budget (the field's date parser loads
 * on first use either way). Screens whose main form has dates import
 * `@/components/ui/date-time-field` directly.
 */
export const DateField = dynamic(() => import('@/components/ui/date-time-field').then((module) => module.DateField), {
  ssr: false,
  loading: () => <div aria-hidden className="h-[4.25rem] animate-pulse rounded-md bg-slate-100" />,
});
