'use client';

import type { CSSProperties } from 'react';
import { ConfirmLeaving } from '@/components/kit/confirm-leaving';
import { useFormContext } from '@/components/ui/form-hooks';
import { themeVariables } from '@/components/shell/theme-style';
import { SaveButton } from '@/components/kit/save-button';
import { useSaveThenRefresh } from '@/components/kit/use-save-then-refresh';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-fields';
import { appSettingsApi } from '@/lib/app-settings/endpoints';
import type { ThemeFormValues } from '@/lib/app-settings/forms';
import { fullHexColour, HASH_COLOUR } from '@/lib/app-settings/limits';
import type { ThemeDesign } from '@/lib/app-settings/schemas';
import { callEndpoint } from '@/lib/client/endpoint';
import { DEFAULT_THEME_CLASS } from '@/lib/constants';
import { readableText } from '@/lib/theme';

/**
 * Theme design: the four colours of theme_class (hash_color rule: 'This is
 * invalid'), each typed or picked, with a live preview of the menu and a
 * button. Text colours that would not read on their background show as the
 * shell will draw them (ink or white), and say so.
 */

const FIELDS = [
  { name: 'menu_background_color', label: 'Menu background' },
  { name: 'menu_text_color', label: 'Menu text' },
  { name: 'button_background_link_color', label: 'Buttons' },
  { name: 'button_text_color', label: 'Button text' },
] as const;

function ColourField({ name, label }: (typeof FIELDS)[number]) {
  const { watch, setValue } = useFormContext<ThemeFormValues>();
  const value = watch(name);
  const valid = HASH_COLOUR.test(value?.trim() ?? '');
  return (
    <div className="flex items-end gap-2">
      <TextField name={name} label={label} className="flex-1" spellCheck={false} autoComplete="off" maxLength={7} />
      <input
        type="color"
        aria-label={`Pick the ${label.toLowerCase()} colour`}
        value={valid ? fullHexColour(value.trim()).toLowerCase() : '#000000'}
        onChange={(event) => setValue(name, event.target.value.toUpperCase(), { shouldValidate: true, shouldDirty: true })}
        className="mb-0.5 h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
      />
    </div>
  );
}

function Preview() {
  const { watch } = useFormContext<ThemeFormValues>();
  const values = watch();
  const theme = Object.fromEntries(FIELDS.map(({ name }) => [name, HASH_COLOUR.test(values[name]?.trim() ?? '') ? fullHexColour(values[name].trim()) : undefined]));
  const style = themeVariables(theme) as Record<string, string>;
  const notes = [
    { text: theme.menu_text_color, background: theme.menu_background_color, what: 'menu text' },
    { text: theme.button_text_color, background: theme.button_background_link_color, what: 'button text' },
  ].filter((pair) => pair.text && pair.background && readableText(pair.background, pair.text) !== pair.text);
  return (
    <section aria-label="Preview" className="flex flex-col gap-3">
      <h2 className="text-sm font-medium text-slate-700">Preview</h2>
      <div className="flex overflow-hidden rounded-xl ring-1 ring-slate-200" style={style as CSSProperties}>
        <nav aria-label="Menu preview" className="flex w-40 shrink-0 flex-col gap-1 p-3" style={{ background: style['--theme-menu-background'], color: style['--theme-menu-text'] }}>
          <span className="text-xs font-semibold uppercase tracking-wide opacity-80">Home</span>
          <span className="rounded-md bg-white/15 px-2 py-1.5 text-sm font-medium">Feed</span>
          <span className="px-2 py-1.5 text-sm">Calendar</span>
          <span className="px-2 py-1.5 text-sm">My attendance</span>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-3 bg-slate-50 p-4">
          {/* Links keep the primary colour, as in the app: text in the accent on white would be hard to read. */}
          <p className="text-sm text-slate-700">
            Buttons take the accent; <span className="font-semibold text-primary underline">links</span> stay in the primary colour.
          </p>
          <span className="rounded-md px-4 py-2 text-sm font-semibold" style={{ background: style['--theme-button-background'], color: style['--theme-button-text'] }}>
            Clock in
          </span>
        </div>
      </div>
      {notes.map((note) => (
        <p key={note.what} className="text-xs text-slate-600">
          {`The ${note.what} ${note.text} is hard to read on ${note.background}: it shows as ${readableText(note.background!, note.text!) === '#FFFFFF' ? 'white' : 'dark ink'} instead.`}
        </p>
      ))}
    </section>
  );
}

export function ThemeForm({ theme }: { theme: ThemeDesign }) {
  const save = useSaveThenRefresh({
    save: (values: ThemeFormValues) =>
      callEndpoint(appSettingsApi.themeDesign.update, { json: Object.fromEntries(FIELDS.map(({ name }) => [name, fullHexColour(values[name])])) }),
    success: 'edit',
    refresh: 'router',
  });
  return (
    <Form
      schema={() => import('@/lib/app-settings/forms').then((module) => module.themeFormSchema)}
      defaultValues={theme}
      aria-label="Theme design"
      className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
      onSubmit={async (values) => (await save.mutateAsync(values)) ?? undefined}
    >
      {(form) => (
        <>
          <ConfirmLeaving form={form} />
          <div className="flex flex-col gap-4">
            {FIELDS.map((field) => (
              <ColourField key={field.name} {...field} />
            ))}
          </div>
          <Preview />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end md:col-span-2">
            <Button variant="secondary" onClick={() => form.reset({ ...DEFAULT_THEME_CLASS }, { keepDefaultValues: true })}>
              Use the default colours
            </Button>
            <SaveButton />
          </div>
        </>
      )}
    </Form>
  );
}
