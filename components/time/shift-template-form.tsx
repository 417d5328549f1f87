'use client';

import { useRouter } from 'next/navigation';
// Named imports from zod/mini: this form is a page's first load (see lib/auth/forms.ts).
import { maxLength, minLength, object, refine, regex, string, trim } from 'zod/mini';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { Form, TextField } from '@/components/ui/form';
import { upstream } from '@/lib/client/api';
import { TIME_PATHS } from '@/lib/time/endpoints';
import { formatMinutes } from '@/lib/time/format';
import { shiftWorkMinutes } from '@/lib/time/shift';
import type { ShiftTemplate } from '@/lib/time/schemas';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';

/**
 * A shift template: its name, start and end (a shift may run past midnight)
 * and the unpaid break inside it. The spec shows no field rules; these are
 * ours: a name up to 60 characters, HH:mm times, a break of 0–480 minutes
 * that leaves some work.
 */

const workMinutes = (start_time: string, end_time: string, break_time: number) => shiftWorkMinutes({ start_time, end_time, break_time });

const HHMM = /^\d{2}:\d{2}$/;
const time = () => string().check(trim(), regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: M.timeFormat }));
type TemplateValues = { name: string; start_time: string; end_time: string; break_time: string };

const templateSchema = object({
  name: string().check(trim(), minLength(1, { error: M.required, abort: true }), maxLength(60, { error: M.max(60) })),
  start_time: time(),
  end_time: time(),
  break_time: string().check(trim(), minLength(1, { error: M.required, abort: true }), regex(/^-?\d+$/, { error: M.integer })),
}).check(
  refine((value: TemplateValues) => !/^\d+$/.test(value.break_time) || Number(value.break_time) <= 480, {
    error: 'Please use a break of at most 480 minutes',
    path: ['break_time'],
  }),
  refine(
    (value: TemplateValues) => !HHMM.test(value.start_time) || !HHMM.test(value.end_time) || workMinutes(value.start_time, value.end_time, Number(value.break_time) || 0) > 0,
    { error: 'The break must leave some working time in the shift', path: ['break_time'] },
  ),
);

export function ShiftTemplateForm({ template }: { template?: ShiftTemplate }) {
  const router = useRouter();
  const dialogs = useDialogs();
  return (
    <Form
      schema={templateSchema}
      defaultValues={{
        name: template?.name ?? '',
        start_time: template?.start_time ?? '09:00',
        end_time: template?.end_time ?? '17:30',
        break_time: String(template?.break_time ?? 30),
      }}
      aria-label={template ? 'Edit shift template' : 'Add shift template'}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const result = await upstream(TIME_PATHS.storeTemplate, {
          method: 'POST',
          json: { ...(template ? { id: template.id } : {}), ...values, break_time: Number(values.break_time) },
        });
        if (!result.ok) return result;
        // Success first: router.refresh() re-renders the shell, which drops an open dialog.
        await dialogs.success(template ? 'edit' : 'add');
        router.push('/settings/time/shift-templates');
        router.refresh();
      }}
    >
      {(form) => {
        const [start, end, breakTime] = form.watch(['start_time', 'end_time', 'break_time']);
        const work = HHMM.test(start ?? '') && HHMM.test(end ?? '') ? workMinutes(start!, end!, Number(breakTime) || 0) : null;
        return (
          <>
            <TextField name="name" label="Name" autoComplete="off" maxLength={80} />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="start_time" label="Starts at" type="time" />
              <TextField name="end_time" label="Ends at" type="time" hint={start && end && end <= start ? 'Ends the next day' : undefined} />
              <TextField name="break_time" label="Break (minutes)" inputMode="numeric" />
            </div>
            <p className="text-sm text-slate-600" aria-live="polite">
              {work !== null && work > 0 ? `${formatMinutes(work)} of work per shift` : '\u00a0'}
            </p>
            <div className="flex gap-2">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {template ? 'Save changes' : 'Add shift template'}
              </Button>
              <Button variant="secondary" onClick={() => router.push('/settings/time/shift-templates')}>
                Cancel
              </Button>
            </div>
          </>
        );
      }}
    </Form>
  );
}
