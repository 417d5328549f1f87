'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { weekStart } from '@/lib/date-time/calendar';
import type { AssignableData } from '@/lib/time/schemas';

const AssignDialog = dynamic(() => import('./shift-dialogs').then((module) => module.AssignDialog), { ssr: false });
const ClearDialog = dynamic(() => import('./shift-dialogs').then((module) => module.ClearDialog), { ssr: false });

/** The batch's page, showing the whole week (from the tenant's first day of week) that holds `start`. */
export const assignmentPath = (actionId: number, start: string, firstDayOfWeek: number) =>
  `/settings/time/shift-assignment/${actionId}?start=${weekStart(start, firstDayOfWeek)}`;

/** Assign shifts and Clear shifts; their forms load when opened. */
export function ShiftActions({ assignable, today, dateFormat, firstDayOfWeek }: { assignable: AssignableData; today: string; dateFormat: string; firstDayOfWeek: number }) {
  const [open, setOpen] = useState<'assign' | 'clear' | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setOpen('assign')}>Assign shifts</Button>
      <Button variant="secondary" onClick={() => setOpen('clear')}>
        Clear shifts
      </Button>
      {open === 'assign' ? <AssignDialog assignable={assignable} today={today} firstDayOfWeek={firstDayOfWeek} onClose={() => setOpen(null)} /> : null}
      {open === 'clear' ? <ClearDialog assignable={assignable} today={today} dateFormat={dateFormat} firstDayOfWeek={firstDayOfWeek} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

