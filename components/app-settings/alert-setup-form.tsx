'use client';

import { useState } from 'react';
import { useConfirmLeaving } from '@/components/kit/confirm-leaving';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Button } from '@/components/ui/button';
import { FormSummary } from '@/components/ui/field-frame';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import type { NotificationSettings } from '@/lib/app-settings/schemas';
import { callEndpoint } from '@/lib/client/endpoint';
import { serverErrorSummary } from '@/lib/forms/server-errors';

interface EventRow {
  key: string;
  group: string;
  label: string;
  audience: string;
}

/**
 * Alert setup: for each event (from the configuration list), who it notifies
 * and by which channel. The reference upstream reads the same settings where
 * it creates the alerts.
 */
export function AlertSetupForm({
  events,
  channels,
  settings,
}: {
  events: EventRow[];
  channels: { key: string; label: string }[];
  settings: NotificationSettings;
}) {
  const [values, setValues] = useState(settings);
  const [summary, setSummary] = useState<string | null>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(settings);
  useConfirmLeaving(() => dirty);
  const save = useSaveThenRefresh({
    save: (next: NotificationSettings) => callEndpoint(appSettingsApi.notificationSettings.update, { json: next }),
    success: 'edit',
    refresh: 'router',
  });
  const groups = [...new Set(events.map((event) => event.group))];
  const toggle = (event: string, channel: string) =>
    setValues((current) => ({ ...current, [event]: { ...current[event]!, [channel]: !current[event]?.[channel as keyof NotificationSettings[string]] } }));

  return (
    <form
      aria-label="Alert setup"
      className="flex flex-col gap-6"
      onSubmit={async (event) => {
        event.preventDefault();
        setSummary(null);
        const result = await save.mutateAsync(values);
        if (result && !result.ok) setSummary(serverErrorSummary(result.error));
      }}
    >
      {groups.map((group) => (
        <fieldset key={group} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">{group}</legend>
          <ul className="flex flex-col divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
            {events
              .filter((event) => event.group === group)
              .map((event) => (
                <li key={event.key} className="grid gap-2 p-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-4">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{event.label}</p>
                    <p className="text-sm text-slate-600">Notifies: {event.audience}</p>
                  </div>
                  {/* Every row's channels in the same tracks (equal parts of a phone's width, fixed widths from there on), so the checkboxes line up as columns across the sections. */}
                  <div className="grid auto-cols-fr grid-flow-col gap-x-1 sm:auto-cols-[6.5rem] sm:gap-x-2" role="group" aria-label={`Channels for “${event.label}”`}>
                    {channels.map((channel) => (
                      <label key={channel.key} className="flex min-h-10 items-center gap-1.5 whitespace-nowrap text-sm text-slate-800">
                        <input
                          type="checkbox"
                          checked={Boolean(values[event.key]?.[channel.key as keyof NotificationSettings[string]])}
                          onChange={() => toggle(event.key, channel.key)}
                          className="size-4 accent-[var(--theme-primary)]"
                        />
                        {channel.label}
                      </label>
                    ))}
                  </div>
                </li>
              ))}
          </ul>
        </fieldset>
      ))}
      <p className="text-xs text-slate-500">Web push shows a browser notification to people who allowed them, when web push is on for the company.</p>
      <FormSummary id="alert-setup-summary" message={summary} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => setValues(settings)}>
          Discard changes
        </Button>
        <Button type="submit" loading={save.isPending} disabled={!dirty}>
          Save
        </Button>
      </div>
    </form>
  );
}
