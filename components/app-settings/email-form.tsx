'use client';

import { ConfirmLeaving } from '@/components/kit/confirm-leaving';
import { useDialogs } from '@/components/shell/dialogs';
import { SaveButton } from '@/components/kit/save-button';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { isWebAddress, SUBJECT_PREFIX_MAX, URL_MAX } from '@/lib/app-settings/limits';
import type { EmailSetup } from '@/lib/app-settings/schemas';
import { callEndpoint } from '@/lib/client/endpoint';
import { findRoute } from '@/lib/routes';

/**
 * Image addresses this screen's policy lets the page load (the route table's imageSources, https:):
 * an http logo would show as broken in the preview, whatever it holds.
 */
const PREVIEW_SCHEMES: readonly string[] = findRoute('/settings/general-settings/email-setup').imageSources ?? [];
const previewable = (address: string) => PREVIEW_SCHEMES.includes(new URL(address).protocol);

/** E-mail setup: the subject prefix of every mail and the logo of HTML mails; a test e-mail to oneself. */
export function EmailForm({ setup }: { setup: EmailSetup }) {
  const dialogs = useDialogs();
  const save = useSaveThenRefresh({
    save: (values: { subject_prefix: string; email_logo_url: string }) =>
      callEndpoint(appSettingsApi.emailSetup.update, { json: { subject_prefix: values.subject_prefix || null, email_logo_url: values.email_logo_url || null } }),
    success: 'edit',
    refresh: 'router',
  });
  const test = useSaveThenRefresh<void, { message: string }>({
    save: () => callEndpoint(appSettingsApi.emailSetup.test),
    failures: 'dialog',
    onSaved: (data) => void dialogs.notice({ title: 'Test e-mail sent', text: data.message }),
  });
  return (
    <Form
      schema={() => import('@/lib/app-settings/forms').then((module) => module.emailFormSchema)}
      defaultValues={{ subject_prefix: setup.subject_prefix ?? '', email_logo_url: setup.email_logo_url ?? '' }}
      aria-label="E-mail setup"
      className="flex flex-col gap-4"
      onSubmit={async (values) => (await save.mutateAsync(values)) ?? undefined}
    >
      {(form) => {
        const prefix = (form.watch('subject_prefix') ?? '').trim();
        const logo = (form.watch('email_logo_url') ?? '').trim();
        return (
          <>
            <ConfirmLeaving form={form} />
            <TextField name="subject_prefix" label="Subject prefix" hint="Optional. Put before the subject of every e-mail, e.g. [Northwind]." limit={SUBJECT_PREFIX_MAX} />
            {/* A prefix of one long word wraps anywhere rather than push the page sideways. */}
            <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
              Subjects will read: <span className="font-medium text-slate-900">{prefix ? `${prefix} ` : ''}Reset your password</span>
            </p>
            <TextField name="email_logo_url" label="E-mail logo address" hint="Optional. A web address of the image at the top of e-mails." type="url" inputMode="url" limit={URL_MAX} />
            {logo && isWebAddress(logo) ? (
              previewable(logo) ? (
                <div className="flex items-center gap-3 text-sm text-slate-600">
                  {/* eslint-disable-next-line @next/next/no-img-element -- any address the administrator gives */}
                  <img src={logo} alt="E-mail logo" className="h-10 max-w-48 rounded bg-slate-50 object-contain ring-1 ring-slate-200" />
                  <span>As e-mails show it (if the image cannot load, check the address).</span>
                </div>
              ) : (
                <p className="text-sm text-slate-600">This page previews https addresses only. E-mails use the address as it is.</p>
              )
            ) : null}
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                <Button variant="secondary" loading={test.isPending} onClick={() => test.mutate()} disabled={form.formState.isDirty}>
                  Send a test e-mail
                </Button>
                <span className="text-xs text-slate-500">{form.formState.isDirty ? 'Save first: the test uses the saved setup.' : 'To your own address, with the saved setup.'}</span>
              </div>
              <SaveButton />
            </div>
          </>
        );
      }}
    </Form>
  );
}
