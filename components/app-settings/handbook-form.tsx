'use client';

import { ConfirmLeaving } from '@/components/kit/confirm-leaving';
import { ConfirmActionButton } from '@/components/kit/confirm-action-button';
import { SaveButton } from '@/components/kit/save-button';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { URL_MAX } from '@/lib/app-settings/limits';
import { callEndpoint } from '@/lib/client/endpoint';

/** The employee handbook's address: new people see it while onboarding, everyone in their profile menu. */
export function HandbookForm({ handbookUrl }: { handbookUrl: string | null }) {
  const save = useSaveThenRefresh({
    save: (values: { handbook_url: string }) => callEndpoint(appSettingsApi.handbook.update, { json: values }),
    success: 'edit',
    refresh: 'router',
  });
  return (
    <Form
      key={handbookUrl ?? ''}
      schema={() => import('@/lib/app-settings/forms').then((module) => module.handbookFormSchema)}
      defaultValues={{ handbook_url: handbookUrl ?? '' }}
      aria-label="Employee handbook"
      className="flex flex-col gap-4"
      onSubmit={async (values) => (await save.mutateAsync(values)) ?? undefined}
    >
      {(form) => (
        <>
          <ConfirmLeaving form={form} />
          <TextField name="handbook_url" label="Handbook address" hint="A web address, e.g. a shared document or your intranet page." type="url" inputMode="url" limit={URL_MAX} />
          {handbookUrl ? (
            <p className="text-sm text-slate-600">
              Now:{' '}
              <a href={handbookUrl} target="_blank" rel="noreferrer noopener" className="break-all font-medium text-primary underline">
                {handbookUrl}
              </a>
            </p>
          ) : (
            <p className="text-sm text-slate-600">No handbook yet: onboarding and the profile menu do not offer one.</p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {handbookUrl ? (
              <ConfirmActionButton
                label="Remove handbook"
                confirm={{ kind: 'delete' }}
                act={() => callEndpoint(appSettingsApi.handbook.delete)}
                success="delete"
                variant="secondary"
                className="text-red-700"
              />
            ) : null}
            <SaveButton />
          </div>
        </>
      )}
    </Form>
  );
}
