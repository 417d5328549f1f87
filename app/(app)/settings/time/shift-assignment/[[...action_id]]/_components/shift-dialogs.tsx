'use client';

import { DateField } from '@/components/ui/date-time-field';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, useFormContext, useWatch } from '@/components/ui/form-hooks';
import { useDialogs } from '@/components/shell/dialogs';
import { useRefresh } from '@/components/shell/refresh';
import { SelectField } from '@/components/ui/form-fields';
import { ReportChanged, useDiscardGuard } from '@/components/kit/discard-guard';
import { FormActions } from '@/components/kit/form-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { DEFAULT_SHIFT_REPEAT_ON } from '@/lib/constants';
import { weekdayOrder, weekdayShort } from '@/lib/date-time/calendar';
import { callEndpoint } from '@/lib/client/endpoint';
import { timeApi } from '@/lib/time/endpoints';
import { formatDate, formatTimeRange } from '@/lib/date-time/format';
import { useTenantFormats } from '@/components/ui/tenant-formats';
import type { AssignShiftsValues as AssignValues, ClearShiftsValues } from '@/lib/time/forms';
import type { AssignableData, ClearShiftPreview, Person } from '@/lib/time/schemas';
import { PeopleChecklist } from '@/components/kit/people-checklist';
import { assignmentPath } from './shift-actions';
import { ScrollRegion } from '@/components/kit/scroll-region';
import { counted } from '@/lib/shared/plural';

/**
 * The shift assignment dialogs (spec part 1 §4 "Shift publishing"), loaded
 * when opened: assigning makes a batch waiting to be published; clearing
 * shifts shows a preview first, then clears on confirmation, or is cancelled.
 */

export function AssignDialog({ assignable, today, firstDayOfWeek, onClose }: { assignable: AssignableData; today: string; firstDayOfWeek: number; onClose: () => void }) {
  const { timeFormat } = useTenantFormats();
  const router = useRouter();
  const { requestClose, onOpenChange, setChanged } = useDiscardGuard(onClose);
  const refresh = useRefresh();
  const templateOptions = assignable.templates.map((template) => ({
    value: String(template.id),
    label: `${template.name} (${formatTimeRange(template, timeFormat)})`,
  }));
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={640}>
        <DialogTitle>Assign shifts</DialogTitle>
        <DialogDescription className="mt-1">The shifts wait in a batch until you publish them.</DialogDescription>
        <Form
          schema={() => import('@/lib/time/forms').then((module) => module.assignShiftsSchema)}
          defaultValues={{
            shift_template_id: String(assignable.templates[0]?.id ?? ''),
            user_ids: [],
            start_date: today,
            end_date: today,
            repeat_on: (assignable.repeat_on.length ? assignable.repeat_on : DEFAULT_SHIFT_REPEAT_ON).map(String),
          }}
          aria-label="Assign shifts"
          className="mt-4 flex flex-col gap-4"
          onSubmit={async (values) => {
            const result = await callEndpoint(timeApi.assignShift, {
              json: { ...values, shift_template_id: Number(values.shift_template_id), repeat_on: values.repeat_on.map(Number) },
            });
            if (!result.ok) {
              // A template deleted since the dialog opened: the list is read again (ChoiceStillOffered empties the choice).
              if (result.error.kind === 'form' && result.error.fields.shift_template_id) refresh();
              return result;
            }
            onClose();
            router.push(assignmentPath(result.data.action_id, values.start_date, firstDayOfWeek));
          }}
        >
          {(form) => (
            <>
              <SelectField
                name="shift_template_id"
                label="Shift template"
                placeholder="Choose a shift template"
                options={templateOptions}
              />
              <ChoiceStillOffered form={form} offered={templateOptions} />
              <PeopleAndPeriod people={assignable.users} />
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">Repeat on</legend>
                <div className="mt-1 flex flex-wrap gap-2">
                  {weekdayOrder(firstDayOfWeek).map((iso) => (
                    <label key={iso} className="flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-200 px-3 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                      <input type="checkbox" value={String(iso)} {...form.register('repeat_on')} className="accent-[var(--theme-primary)]" />
                      {weekdayShort(iso)}
                    </label>
                  ))}
                </div>
                {form.formState.errors.repeat_on?.message ? <p className="mt-1 text-xs text-red-700">{form.formState.errors.repeat_on.message}</p> : null}
              </fieldset>
              <FormActions onCancel={requestClose} submitLabel="Assign" submitting={form.formState.isSubmitting} />
              <ReportChanged form={form} onChange={setChanged} />
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** A template no longer offered (deleted meanwhile) is no longer chosen: the select asks for one, beside the server's message. */
function ChoiceStillOffered({ form, offered }: { form: UseFormReturn<AssignValues>; offered: readonly { value: string }[] }) {
  const chosen = useWatch({ control: form.control, name: 'shift_template_id' });
  const gone = chosen !== '' && !offered.some((option) => option.value === chosen);
  useEffect(() => {
    if (gone) form.setValue('shift_template_id', '');
  }, [gone, form]);
  return null;
}

export function ClearDialog({
  assignable,
  today,
  dateFormat,
  firstDayOfWeek,
  onClose,
}: {
  assignable: AssignableData;
  today: string;
  dateFormat: string;
  firstDayOfWeek: number;
  onClose: () => void;
}) {
  const router = useRouter();
  const dialogs = useDialogs();
  const [preview, setPreview] = useState<{ values: ClearShiftsValues; result: ClearShiftPreview } | null>(null);
  const [clearing, setClearing] = useState(false);

  const confirm = async () => {
    if (!preview) return;
    setClearing(true);
    const result = await callEndpoint(timeApi.clearConfirmed, { json: preview.values });
    setClearing(false);
    if (!result.ok) return void dialogs.failure(result.error);
    onClose();
    router.push(assignmentPath(result.data.action_id, preview.values.start_date, firstDayOfWeek));
    await dialogs.success('delete', { text: result.data.message });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width={640}>
        <DialogTitle>Clear shifts</DialogTitle>
        {preview ? (
          <div className="mt-3 flex flex-col gap-4">
            <DialogDescription>
              {preview.result.count === 0
                ? 'There are no published shifts for these people in this period.'
                : `${counted(preview.result.count, 'shift')} of ${counted(preview.result.people, 'person', 'people')} will be removed from the shift calendar.`}
            </DialogDescription>
            {preview.result.items.length ? (
              <ScrollRegion label="Scrollable list of shifts to clear" className="max-h-56 overflow-y-auto rounded-md border border-slate-200">
                <ul className="divide-y divide-slate-100 text-sm" aria-label="Shifts to clear">
                  {preview.result.items.map((item) => (
                    <li key={`${item.user_name}-${item.date}`} className="flex justify-between gap-2 px-3 py-1.5">
                      <span>{item.user_name}</span>
                      <span className="text-slate-600">
                        {formatDate(item.date, `ddd, ${dateFormat}`)} · {item.shift_name}
                      </span>
                    </li>
                  ))}
                </ul>
              </ScrollRegion>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setPreview(null)}>
                Back
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              {preview.result.count > 0 ? (
                <Button variant="danger" loading={clearing} onClick={() => void confirm()}>
                  Clear {counted(preview.result.count, 'shift')}
                </Button>
              ) : null}
            </div>
          </div>
        ) : (
          <Form
            schema={() => import('@/lib/time/forms').then((module) => module.clearShiftsSchema)}
            defaultValues={{ user_ids: [], start_date: today, end_date: today }}
            aria-label="Clear shifts"
            className="mt-4 flex flex-col gap-4"
            onSubmit={async (values) => {
              const result = await callEndpoint(timeApi.clearPreview, { json: values });
              if (!result.ok) return result;
              setPreview({ values, result: result.data });
            }}
          >
            {(form) => (
              <>
                <DialogDescription>Choose people and a period; you will see what goes before anything is cleared.</DialogDescription>
                <PeopleAndPeriod people={assignable.users} />
                <FormActions onCancel={onClose} submitLabel="Preview" submitting={form.formState.isSubmitting} />
              </>
            )}
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Who and when, shared by assigning and clearing. */
function PeopleAndPeriod({ people }: { people: readonly Person[] }) {
  const { control } = useFormContext<{ user_ids: number[] }>();
  return (
    <>
      <Controller
        control={control}
        name="user_ids"
        render={({ field, fieldState }) => <PeopleChecklist people={people} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="start_date" label="From" />
        <DateField name="end_date" label="To" />
      </div>
    </>
  );
}
