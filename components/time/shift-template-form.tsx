'use client';

import { TimeField } from '@/components/ui/date-time-field';
import { useRouter } from 'next/navigation';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { callEndpoint } from '@/lib/client/endpoint';
import { shiftTemplateApi } from '@/lib/time/template-endpoints';
import { formatMinutes } from '@/lib/date-time/format';
import { isHhMm, SHIFT_TEMPLATE_NAME_MAX, shiftWorkMinutes } from '@/lib/time/shift';
import type { ShiftTemplate } from '@/lib/time/schemas';

/**
 * A shift template: its name, start and end (a shift may run past midnight)
 * and the unpaid break inside it; the rules are in lib/time/forms.ts. The one
 * page form without the leave guard (ConfirmLeaving, about 0.6 KB gzip): its
 * time fields keep the page at the edge of its first-load budget.
 */

export function ShiftTemplateForm({ template }: { template?: ShiftTemplate }) {
  const router = useRouter();
  const dialogs = useDialogs();
  return (
    <Form
      schema={() => import('@/lib/time/forms').then((module) => module.shiftTemplateSchema)}
      defaultValues={{
        name: template?.name ?? '',
        start_time: template?.start_time ?? '09:00',
        end_time: template?.end_time ?? '17:30',
        break_time: String(template?.break_time ?? 30),
      }}
      aria-label={template ? 'Edit shift template' : 'Add shift template'}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const result = await callEndpoint(shiftTemplateApi.storeTemplate, {
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
        // Only for a break the form takes (empty counts as none): "-60" gave more work than the shift's length.
        const breakMinutes = /^\d*$/.test(breakTime ?? '') ? Number(breakTime) || 0 : null;
        const work = isHhMm(start ?? '') && isHhMm(end ?? '') && breakMinutes !== null ? shiftWorkMinutes({ start_time: start!, end_time: end!, break_time: breakMinutes }) : null;
        return (
          <>
            <TextField name="name" label="Name" autoComplete="off" limit={SHIFT_TEMPLATE_NAME_MAX} />
            <div className="grid gap-4 sm:grid-cols-3">
              <TimeField name="start_time" label="Starts at" />
              <TimeField name="end_time" label="Ends at" hint={work !== null && end! < start! ? 'Ends the next day' : undefined} />
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
