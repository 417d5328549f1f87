'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { TimeFormats } from '@/lib/date-time/format';

/**
 * The tenant's date and time formats (from /authorization's settings) for the
 * client components that show or read dates: the shell provides them once.
 * Outside the shell (tests, guest screens) it is ISO dates on a 24-hour clock.
 */
const DEFAULT_FORMATS: TimeFormats = { dateFormat: 'YYYY-MM-DD', timeFormat: 2 };
const TenantFormatsContext = createContext<TimeFormats>(DEFAULT_FORMATS);

export function TenantFormatsProvider({ formats, children }: { formats: TimeFormats; children: ReactNode }) {
  return <TenantFormatsContext.Provider value={formats}>{children}</TenantFormatsContext.Provider>;
}

export const useTenantFormats = () => useContext(TenantFormatsContext);
