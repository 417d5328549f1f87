'use client';

import { useRouter } from 'next/navigation';
import { useDialogs } from '@/components/shell/dialogs';
import { Button } from '@/components/ui/button';
import { Form, TextField } from '@/components/ui/form';
import { callEndpoint } from '@/lib/client/endpoint';
import { goalApi } from '@/lib/goals/endpoints';
import type { GoalSettings } from '@/lib/goals/goals';

/** The goals settings: how far out a new goal is due, and whether Done sets the progress to 100 %. */
export function GoalSettingsForm({ settings }: { settings: GoalSettings }) {
  const router = useRouter();
  const dialogs = useDialogs();
  return (
    <Form
      schema={() => import('@/lib/goals/forms').then((module) => module.goalSettingsFormSchema)}
      defaultValues={{ default_due_days: String(settings.default_due_days), complete_on_done: settings.complete_on_done }}
      aria-label="Goals settings"
      className="flex flex-col gap-5"
      onSubmit={async (values) => {
        const result = await callEndpoint(goalApi.updateSettings, { json: { default_due_days: Number(values.default_due_days), complete_on_done: values.complete_on_done } });
        if (!result.ok) return result;
        await dialogs.success('edit');
        router.refresh();
      }}
    >
      {(form) => (
        <>
          <TextField name="default_due_days" label="New goals are due after (days)" hint="The due date a new goal starts with; it can be changed on each goal." inputMode="numeric" className="max-w-xs" />
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input type="checkbox" {...form.register('complete_on_done')} className="mt-0.5 size-4 accent-[var(--theme-primary)]" />
            <span>
              Moving a goal to Done sets its progress to 100 %
              <span className="block text-slate-500">Off: the progress stays as it was recorded.</span>
            </span>
          </label>
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
