'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmLeaving } from '@/components/kit/confirm-leaving';
import { useCompanyLogo } from '@/components/shell/company-logo';
import { SaveButton } from '@/components/kit/save-button';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SelectField, TextField } from '@/components/ui/form-fields';
import type { CompanyFormInput } from '@/lib/app-settings/forms';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { COMPANY_TITLE_MAX, URL_MAX } from '@/lib/app-settings/limits';
import type { Company } from '@/lib/app-settings/schemas';
import { callEndpoint } from '@/lib/client/endpoint';
import { AVATAR_ACCEPT, checkAvatar } from '@/lib/onboarding/avatar';
import type { NamedItem } from '@/lib/shared/schemas';

/**
 * Company information: title, website, country and logo. A chosen logo is a
 * draft: it replaces the saved one in the header and the sidebar (spec part 1
 * §4 draft logo) until the route changes, and becomes the logo on Save.
 */
export function CompanyForm({ company, countries }: { company: Company; countries: NamedItem[] }) {
  const { setDraftLogo } = useCompanyLogo();
  const [logo, setLogo] = useState<{ file: File; url: string } | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();

  // The object URL lives as long as this draft.
  useEffect(() => () => (logo ? URL.revokeObjectURL(logo.url) : undefined), [logo]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkAvatar({ name: file.name, size: file.size, type: file.type });
    setLogoError(problem);
    if (problem) return;
    const url = URL.createObjectURL(file);
    setLogo({ file, url });
    setDraftLogo(url);
  };
  const discard = () => {
    setLogo(null);
    setDraftLogo(null);
    if (input.current) input.current.value = '';
  };

  const save = useSaveThenRefresh({
    save: (values: CompanyFormInput) => {
      const fields = { title: values.title, website_url: values.website_url, country_id: values.country_id };
      if (!logo) return callEndpoint(appSettingsApi.company.update, { json: { ...fields, country_id: fields.country_id ? Number(fields.country_id) : null } });
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value ?? '');
      body.append('logo', logo.file, logo.file.name);
      return callEndpoint(appSettingsApi.company.update, { body });
    },
    success: 'edit',
    refresh: 'router',
    onSaved: () => {
      // Saved: the logo is the company's now, no longer a draft.
      setLogo(null);
      setDraftLogo(null);
      if (input.current) input.current.value = '';
    },
  });

  const shown = logo?.url ?? company.logo;
  return (
    <Form
      schema={() => import('@/lib/app-settings/forms').then((module) => module.companyFormSchema)}
      defaultValues={{ title: company.title, website_url: company.website_url ?? '', country_id: company.country_id ? String(company.country_id) : '' }}
      aria-label="Company information"
      ownErrors={['logo']}
      className="flex flex-col gap-5"
      onSubmit={async (values) => {
        const result = await save.mutateAsync(values);
        // The logo is no form field: its message from the server ("The logo must be an image.") shows under it.
        if (result && !result.ok && result.error.kind === 'form') setLogoError(result.error.fields.logo?.[0] ?? null);
        return result ?? undefined;
      }}
    >
      {(form) => (
        <>
          <ConfirmLeaving form={form} changed={logo !== null} />
          <TextField name="title" label="Company name" limit={COMPANY_TITLE_MAX} autoComplete="organization" />
          <TextField name="website_url" label="Website" hint="Optional, e.g. https://example.com" type="url" inputMode="url" limit={URL_MAX} />
          <SelectField name="country_id" label="Country" placeholder="Choose a country" options={countries.map((country) => ({ value: String(country.id), label: country.name }))} />
          <fieldset className="flex flex-col gap-2" aria-describedby={`${hintId}${logoError ? ` ${errorId}` : ''}`}>
            <legend className="text-sm font-medium text-slate-700">Logo</legend>
            <div className="flex flex-wrap items-center gap-4">
              <div className="grid h-20 w-48 place-items-center rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
                {shown ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a local draft or the upstream's file
                  <img src={shown} alt={logo ? 'New logo (not saved yet)' : 'Current logo'} className="max-h-16 max-w-full object-contain" />
                ) : (
                  <span className="text-sm text-slate-500">No logo</span>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <label className="inline-flex min-h-10 cursor-pointer items-center rounded-md bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-primary">
                  {shown ? 'Choose another logo' : 'Choose a logo'}
                  <input ref={input} type="file" accept={AVATAR_ACCEPT} className="sr-only" onChange={(event) => choose(event.target.files?.[0])} />
                </label>
                {logo ? (
                  <Button variant="ghost" onClick={discard}>
                    Discard new logo
                  </Button>
                ) : null}
              </div>
            </div>
            <p id={hintId} className="text-xs text-slate-500">
              {logo
                ? 'This is a preview: the header and the sidebar show it until you leave this page. Save to keep it.'
                : 'JPG, PNG, GIF or WebP, at most 1 MB. A wide logo reads best.'}
            </p>
            {logoError ? (
              <p id={errorId} className="text-xs text-red-700">
                {logoError}
              </p>
            ) : null}
          </fieldset>
          <div className="flex justify-end">
            <SaveButton />
          </div>
        </>
      )}
    </Form>
  );
}
