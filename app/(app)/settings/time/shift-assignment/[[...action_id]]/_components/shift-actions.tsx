'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AssignableData } from '@/lib/time/schemas';

const AssignDialog = dynamic(() => import('./shift-dialogs').then((module) => module.AssignDialog), { ssr: false });
const ClearDialog = dynamic(() => import('./shift-dialogs').then((module) => module.ClearDialog), { ssr: false });

export const assignmentPath = (actionId: number, start: string) => `/settings/time/shift-assignment/${actionId}?start=${start}`;

/** Assign shifts and Clear shifts; their forms load when opened. */
export function ShiftActions({ assignable, today, dateFormat }: { assignable: AssignableData; today: string; dateFormat: string }) {
  const [open, setOpen] = useState<'assign' | 'clear' | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setOpen('assign')}>Assign shifts</Button>
      <Button variant="secondary" onClick={() => setOpen('clear')}>
        Clear shifts
      </Button>
      {open === 'assign' ? <AssignDialog assignable={assignable} today={today} onClose={() => setOpen(null)} /> : null}
      {open === 'clear' ? <ClearDialog assignable={assignable} today={today} dateFormat={dateFormat} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

