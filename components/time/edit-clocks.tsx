'use client';

import { useState } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { useServerClock } from '@/components/shell/server-clock';
import { checkClocks, ClockErrors, ClocksFields, clocksToFields, DescriptionField, fieldsToClocks, serverClockMessages } from '@/components/time/clocks-editor';
import { FormActions } from '@/components/kit/form-actions';
import { Form } from '@/components/ui/form';
import { attendanceActions } from '@/lib/time/queries';
import type { AttendanceEntry } from '@/lib/time/schemas';

/** A reviewer's edit of a day's clocks and comment (the saved day counts as approved). */

export function EditClocks({ entry, showClockErrors, onCancel, onSaved }: { entry: AttendanceEntry; showClockErrors: boolean; onCancel: () => void; onSaved: (entry: AttendanceEntry) => void }) {
  const clock = useServerClock();
  const dialogs = useDialogs();
  const [clockErrors, setClockErrors] = useState<string[]>([]);
  return (
    <Form
      schema={() => import('@/lib/time/forms').then((module) => module.editClocksSchema)}
      defaultValues={{ clocks: clocksToFields(entry.clocks), comment: entry.comment ?? '' }}
      aria-label="Edit clocks"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 p-3"
      onSubmit={async (values, form) => {
        setClockErrors([]);
        const messages = checkClocks(form as never, clock.wallTime(), values.comment);
        if (messages.length) return setClockErrors(messages);
        const result = await attendanceActions.update(entry.id, { clocks: fieldsToClocks(values.clocks), comment: values.comment || null });
        if (result.ok) {
          onSaved(result.data.data);
          await dialogs.success('edit');
          return;
        }
        const fromServer = serverClockMessages(result.error);
        if (fromServer) return setClockErrors(fromServer);
        return result;
      }}
    >
      {(form) => (
        <>
          <ClockErrors messages={clockErrors} showAll={showClockErrors} />
          <ClocksFields defaultDate={entry.working_date} />
          <DescriptionField name="comment" label="Comment" />
          <FormActions onCancel={onCancel} submitLabel="Save clocks" submitting={form.formState.isSubmitting} />
        </>
      )}
    </Form>
  );
}
