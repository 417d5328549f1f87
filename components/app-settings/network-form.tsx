'use client';

import { ConfirmLeaving } from '@/components/kit/confirm-leaving';
import { SaveButton } from '@/components/kit/save-button';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextareaField } from '@/components/ui/form-fields';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import { IPV4, parseAddressList, splitAddressList } from '@/lib/app-settings/limits';
import type { NetworkSetup } from '@/lib/app-settings/schemas';
import { callEndpoint } from '@/lib/client/endpoint';

/**
 * Network setup: the IPv4 addresses people may clock in from ('Incorrect IP
 * address(es)' for a bad list). Empty: anywhere. The reference upstream
 * refuses a clock in from any other address, saying which address it came from.
 */
/** "203.0.113.10", "203.0.113.10 and 203.0.113.11", "a, b and c": the addresses themselves, not "this address". */
const ADDRESS_LIST = new Intl.ListFormat('en', { type: 'conjunction' });

export function NetworkForm({ network }: { network: NetworkSetup }) {
  const save = useSaveThenRefresh({
    save: (values: { ip_addresses: string }) => callEndpoint(appSettingsApi.networkSetup.update, { json: { ip_addresses: (parseAddressList(values.ip_addresses) ?? []).join(', ') } }),
    success: 'edit',
    refresh: 'router',
  });
  return (
    <Form
      schema={() => import('@/lib/app-settings/forms').then((module) => module.networkFormSchema)}
      defaultValues={{ ip_addresses: network.ip_addresses.join(', ') }}
      aria-label="Network setup"
      className="flex flex-col gap-4"
      onSubmit={async (values) => (await save.mutateAsync(values)) ?? undefined}
    >
      {(form) => {
        const listed = splitAddressList(form.watch('ip_addresses') ?? '');
        const mine = network.your_ip_address;
        return (
          <>
            <ConfirmLeaving form={form} />
            <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              {network.ip_addresses.length === 0
                ? 'Now: people may clock in from anywhere.'
                : `Now: people may clock in only from ${ADDRESS_LIST.format(network.ip_addresses)}.`}
            </p>
            <TextareaField
              name="ip_addresses"
              label="Allowed IP addresses"
              hint="IPv4 addresses, separated by commas. Leave empty to allow clocking in from anywhere."
              rows={4}
              spellCheck={false}
              placeholder="e.g. 203.0.113.10, 203.0.113.11"
            />
            {mine ? (
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <span>
                  Your address now: <span className="font-mono text-slate-900">{mine}</span>
                </span>
                {listed.includes(mine) || !IPV4.test(mine) ? null : (
                  <>
                    {/* An administrator about to save a list without their own address would lock themselves out of clocking in. */}
                    {listed.length > 0 ? <span className="text-amber-800">Not in the list: once it is saved, you could not clock in from here.</span> : null}
                    <Button variant="ghost" onClick={() => form.setValue('ip_addresses', [...listed, mine].join(', '), { shouldDirty: true, shouldValidate: true })}>
                      Add my address
                    </Button>
                  </>
                )}
              </div>
            ) : null}
            <div className="flex justify-end">
              <SaveButton />
            </div>
          </>
        );
      }}
    </Form>
  );
}
