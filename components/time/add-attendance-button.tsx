'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const AddAttendanceDialog = dynamic(() => import('@/components/time/add-attendance').then((module) => module.AddAttendanceDialog), { ssr: false });

/** "Add attendance" for a missing day; the form loads when asked for. `showClockErrors`: edit_any_attendance (every clock error, not the first). */
export function AddAttendanceButton({ userId, today, showClockErrors }: { userId: number; today: string; showClockErrors: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add attendance</Button>
      {open ? <AddAttendanceDialog userId={userId} today={today} showClockErrors={showClockErrors} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
