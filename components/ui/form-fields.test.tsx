import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { z } from 'zod';
import { Form } from '@/components/ui/form';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/ui/form-fields';

const schema = z.object({ name: z.string(), address: z.object({ city: z.string() }), bio: z.string(), zone: z.string(), cycle: z.number(), notify: z.boolean() });
const defaults = { name: 'Ava Sinclair', address: { city: 'Auckland' }, bio: 'Runs the place.', zone: 'Pacific/Auckland', cycle: 3, notify: true };

const page = (
  <Form schema={schema} defaultValues={defaults} onSubmit={async () => undefined} aria-label="Setup">
    <TextField name="name" label="Name" />
    <TextField name="address.city" label="City" />
    <TextareaField name="bio" label="Bio" />
    <SelectField name="zone" label="Time zone" options={['Africa/Abidjan', 'Europe/Berlin', 'Pacific/Auckland'].map((zone) => ({ value: zone, label: zone }))} />
    <SelectField name="cycle" label="Cycle" options={[1, 2, 3].map((day) => ({ value: day, label: String(day) }))} />
    <CheckboxField name="notify" label="Notify" />
  </Form>
);

/** What the page shows: the form's values as the controls hold them. */
function shown() {
  return {
    name: screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value,
    city: screen.getByRole<HTMLInputElement>('textbox', { name: 'City' }).value,
    bio: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bio' }).value,
    zone: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Time zone' }).value,
    cycle: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Cycle' }).value,
    notify: screen.getByRole<HTMLInputElement>('checkbox', { name: 'Notify' }).checked,
  };
}
const saved = { name: 'Ava Sinclair', city: 'Auckland', bio: 'Runs the place.', zone: 'Pacific/Auckland', cycle: '3', notify: true };

describe('the form’s fields in the server’s HTML', () => {
  it('show the form’s default values before the page has loaded its scripts, and hydrate without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    // As the browser parses the HTML: no script has run (react-hook-form sets values in the browser only).
    expect(shown()).toEqual(saved);

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(shown()).toEqual(saved);
    errors.mockRestore();
    container.remove();
  });
});
