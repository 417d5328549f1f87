'use client';

import { useRefresh } from '@/components/shell/refresh';
import { useQuery } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { useDialogs } from '@/components/shell/dialogs';
import { useServerClock } from '@/components/shell/server-clock';
import { checkClocks, ClockErrors, ClocksFields, DescriptionField, fieldsToClocks, serverClockMessages } from '@/components/time/clocks-editor';
import { ReportChanged, useDiscardGuard } from '@/components/kit/discard-guard';
import { FormActions } from '@/components/kit/form-actions';
import { Button } from '@/components/ui/button';
import { DateTimeInput } from '@/components/ui/date-time-input';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { unwrap } from '@/lib/client/query-client';
import { WORKING_PLACE_OFFICE, WORKING_PLACE_REMOTE } from '@/lib/constants';
import { callEndpoint } from '@/lib/client/endpoint';
import { suggestedClock } from '@/lib/time/add-attendance';
import { timeApi } from '@/lib/time/endpoints';
import { formatMinutes, formatTimeRange } from '@/lib/date-time/format';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import { detailsPath } from '@/lib/time/paths';

/**
 * Adding a missing day (spec: add attendance where allowed): pick the date,
 * the server finds that day's shift (find-shift), then the clocks are stored.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AddAttendanceDialog({ userId, today, showClockErrors, onClose }: { userId: number; today: string; showClockErrors: boolean; onClose: () => void }) {
  const { timeFormat } = useTenantFormats();
  const refresh = useRefresh();
  const dialogs = useDialogs();
  const clock = useServerClock();
  const [date, setDate] = useState(today);
  const [clockErrors, setClockErrors] = useState<string[]>([]);
  const found = useQuery({
    queryKey: ['time', 'find-shift', userId, date],
    queryFn: ({ signal }) => callEndpoint(timeApi.findShift, { params: { user_id: userId }, signal, query: { working_date: date } }).then(unwrap),
    enabled: ISO_DATE.test(date) && date <= today,
  });
  const { requestClose, onOpenChange, setChanged } = useDiscardGuard(onClose);
  const shift = found.data?.data.shift;
  const existing = found.data?.data.attendance_id;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={600}>
        <DialogTitle>Add attendance</DialogTitle>
        <DialogDescription className="mt-1">Record a day that has no attendance yet.</DialogDescription>
        <div className="mt-4 flex flex-col gap-1">
          <DateTimeInput
            kind="date"
            label="Date"
            value={date}
            onValueChange={setDate}
            error={ISO_DATE.test(date) && date > today ? 'Pick today or an earlier day.' : undefined}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {found.isFetching
              ? 'Finding the shift…'
              : found.isError
                ? 'The shift of this day could not be found. Try again in a moment.'
              : shift
                ? `Shift: ${shift.name}, ${formatTimeRange(shift, timeFormat)} (${formatMinutes(shift.work_time)} of work)`
                : found.data
                  ? 'No shift that day: the attendance will be unassigned.'
                  : null}
          </p>
        </div>
        {existing ? (
          <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This day already has an attendance.{' '}
            <IntentLink className="font-medium underline" href={detailsPath(existing, userId)}>
              Open it
            </IntentLink>
          </p>
        ) : found.data ? (
          <Form
            key={date}
            schema={() => import('@/lib/time/forms').then((module) => module.addAttendanceSchema)}
            defaultValues={{
              working_place: '1',
              comment: '',
              clocks: [{ ...suggestedClock(date, shift, clock.wallTime()), breaks: [] }],
            }}
            className="mt-4 flex flex-col gap-4"
            aria-label="Add attendance"
            onSubmit={async (values, form) => {
              setClockErrors([]);
              const messages = checkClocks(form as never, clock.wallTime(), values.comment);
              if (messages.length) return setClockErrors(messages);
              const result = await callEndpoint(timeApi.addAttendance, {
                json: {
                  user_id: userId,
                  working_date: date,
                  working_place: Number(values.working_place),
                  clocks: fieldsToClocks(values.clocks),
                  comment: values.comment || null,
                },
              });
              if (result.ok) {
                onClose();
                // Success first: router.refresh() re-renders the shell, which drops an open dialog.
                await dialogs.success('add');
                refresh();
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
                <ClocksFields defaultDate={date} />
                <fieldset>
                  <legend className="mb-1 text-sm font-medium text-slate-700">Working place</legend>
                  <div className="flex gap-4 text-sm">
                    <label className="flex items-center gap-2">
                      <input type="radio" value={String(WORKING_PLACE_OFFICE)} {...form.register('working_place')} /> Office
                    </label>
                    <label className="flex items-center gap-2">
                      <input type="radio" value={String(WORKING_PLACE_REMOTE)} {...form.register('working_place')} /> Remote
                    </label>
                  </div>
                </fieldset>
                <DescriptionField name="comment" label="Comment (optional)" />
                <FormActions onCancel={requestClose} submitLabel="Add attendance" submitting={form.formState.isSubmitting} />
                <ReportChanged form={form} onChange={setChanged} />
              </>
            )}
          </Form>
        ) : null}
        {/* Whenever there is no form (the day has an attendance, or its shift is still being found), the way out stays. */}
        {existing || !found.data ? (
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {existing ? 'Close' : 'Cancel'}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
