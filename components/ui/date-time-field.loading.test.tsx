import { act, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { DateField } from '@/components/ui/date-time-field';
import { Form } from '@/components/ui/form';
import { TenantFormatsProvider } from '@/components/ui/tenant-formats';
import { NO_INTERNET_MESSAGE } from '@/lib/messages';

/**
 * The date readers (date-fns's parse) load when a date field is first used. This file has a module
 * registry of its own, so the readers start unloaded: a load that fails (offline), then text typed
 * and submitted before they arrive.
 */
let mockOffline = false;
jest.mock('@/lib/date-time/read', () => {
  if (mockOffline) throw new Error('Loading chunk lib_date-time_read failed.');
  return jest.requireActual('@/lib/date-time/read');
});

const schema = z.object({ day: z.string(), ends: z.string() });

function renderForm(onSubmit: (values: z.infer<typeof schema>) => void) {
  render(
    <TenantFormatsProvider formats={{ dateFormat: 'DD.MM.YYYY', timeFormat: 2 }}>
      <Form schema={schema} defaultValues={{ day: '', ends: '' }} onSubmit={async (values) => onSubmit(values)} aria-label="Dates">
        <DateField name="day" label="Day" />
        <DateField name="ends" label="Ends" />
        <button type="submit">Save</button>
      </Form>
    </TenantFormatsProvider>,
  );
}

// Typed and submitted in one go, as a quick hand or a test runner does before the readers are in.
const typeAndSubmit = (label: string, text: string, { leave }: { leave: boolean }) =>
  act(async () => {
    const field = screen.getByLabelText(label);
    field.focus();
    fireEvent.change(field, { target: { value: text } });
    if (leave) field.blur();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });

describe('date fields before their readers have loaded', () => {
  it('keep the text and send nothing when the readers cannot load, and go on once they can', async () => {
    mockOffline = true;
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await typeAndSubmit('Day', '7.4.2026', { leave: true });
    expect(screen.getByLabelText('Day')).toHaveValue('7.4.2026');
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription(NO_INTERNET_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();

    // Back online: typing in the other field loads them, and the submit made at once is held until
    // both fields have read their text, then made once. The field left shows its date in the
    // tenant's format; the one still focused is not rewritten under the cursor.
    mockOffline = false;
    await typeAndSubmit('Ends', '9.4.2026', { leave: false });
    expect(screen.getByLabelText('Day')).toHaveValue('07.04.2026');
    expect(screen.getByLabelText('Ends')).toHaveValue('9.4.2026');
    expect(screen.getByLabelText('Day')).not.toHaveAccessibleDescription(NO_INTERNET_MESSAGE);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ day: '2026-04-07', ends: '2026-04-09' });
  });
});
