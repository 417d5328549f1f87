'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

const AddAttendanceDialog = dynamic(() => import('@/components/time/add-attendance').then((module) => module.AddAttendanceDialog), { ssr: false });

/** "Add attendance" for a missing day; the form loads when asked for. */
export function AddAttendanceButton({ userId, today }: { userId: number; today: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add attendance</Button>
      {open ? <AddAttendanceDialog userId={userId} today={today} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
