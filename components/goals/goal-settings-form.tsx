'use client';

import { ConfirmLeaving } from '@/components/kit/confirm-leaving';
import { SaveButton } from '@/components/kit/save-button';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Form } from '@/components/ui/form';
import { CheckboxField, TextField } from '@/components/ui/form-fields';
import { callEndpoint } from '@/lib/client/endpoint';
import { goalApi } from '@/lib/goals/endpoints';
import type { GoalSettings } from '@/lib/goals/goals';

/** The goals settings: how far out a new goal is due, and whether Done sets the progress to 100 %. */
export function GoalSettingsForm({ settings }: { settings: GoalSettings }) {
  const save = useSaveThenRefresh({
    save: (values: { default_due_days: string; complete_on_done: boolean }) =>
      callEndpoint(goalApi.updateSettings, { json: { default_due_days: Number(values.default_due_days), complete_on_done: values.complete_on_done } }),
    success: 'edit',
    refresh: 'router',
  });
  return (
    <Form
      schema={() => import('@/lib/goals/forms').then((module) => module.goalSettingsFormSchema)}
      defaultValues={{ default_due_days: String(settings.default_due_days), complete_on_done: settings.complete_on_done }}
      aria-label="Goals settings"
      className="flex flex-col gap-5"
      onSubmit={async (values) => (await save.mutateAsync(values)) ?? undefined}
    >
      {(form) => (
        <>
          <ConfirmLeaving form={form} />
          <TextField name="default_due_days" label="New goals are due after (days)" hint="The due date a new goal starts with; it can be changed on each goal." inputMode="numeric" className="max-w-xs" />
          <CheckboxField name="complete_on_done" label="Moving a goal to Done sets its progress to 100 %" hint="Off: the progress stays as it was recorded." />
          <div>
            <SaveButton />
          </div>
        </>
      )}
    </Form>
  );
}
