import { VALIDATION_MESSAGES } from '@/lib/messages';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { DateField, DateTimeField, TimeField } from '@/components/ui/date-time-field';
import { Form } from '@/components/ui/form';
import { TenantFormatsProvider } from '@/components/ui/tenant-formats';
import type { TimeFormats } from '@/lib/date-time/format';

const schema = z.object({ day: z.string(), starts: z.string(), clock_in: z.string() });
type Values = z.infer<typeof schema>;

function renderForm(formats: TimeFormats, onSubmit: (values: Values) => void, defaults: Values = { day: '2026-03-05', starts: '21:05', clock_in: '2026-03-05 08:30:00' }) {
  render(
    <TenantFormatsProvider formats={formats}>
      <Form schema={schema} defaultValues={defaults} onSubmit={async (values) => onSubmit(values)} aria-label="Times">
        <DateField name="day" label="Day" />
        <TimeField name="starts" label="Starts at" />
        <DateTimeField name="clock_in" label="Clock in" />
        <button type="submit">Save</button>
      </Form>
    </TenantFormatsProvider>,
  );
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
/** Types and leaves the field; the first date typed in this file also waits for the date readers to load. */
const type = (label: string, text: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
    fireEvent.blur(screen.getByLabelText(label));
  });

describe('date and time fields', () => {
  it('show ISO values in the tenant’s formats and hand typed ones back as ISO', async () => {
    const onSubmit = jest.fn();
    renderForm({ dateFormat: 'DD.MM.YYYY', timeFormat: 1 }, onSubmit);
    expect(screen.getByLabelText('Day')).toHaveValue('05.03.2026');
    expect(screen.getByLabelText('Starts at')).toHaveValue('9:05 PM');
    expect(screen.getByLabelText('Clock in')).toHaveValue('05.03.2026 8:30 AM');
    expect(screen.getByLabelText('Day')).toHaveAttribute('placeholder', 'DD.MM.YYYY');

    await type('Day', '7.4.2026');
    await type('Starts at', '6:15 am');
    await type('Clock in', '06.04.2026 5:45 PM');
    // Leaving a field shows what was read, in the tenant's format.
    expect(screen.getByLabelText('Day')).toHaveValue('07.04.2026');
    expect(screen.getByLabelText('Starts at')).toHaveValue('6:15 AM');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ day: '2026-04-07', starts: '06:15', clock_in: '2026-04-06 17:45:00' });
  });

  it('read the month order and clock of the tenant, not the browser', async () => {
    const onSubmit = jest.fn();
    renderForm({ dateFormat: 'MM/DD/YYYY', timeFormat: 2 }, onSubmit);
    expect(screen.getByLabelText('Day')).toHaveValue('03/05/2026');
    expect(screen.getByLabelText('Starts at')).toHaveValue('21:05');
    await type('Day', '04/03/2026');
    await type('Starts at', '0745');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ day: '2026-04-03', starts: '07:45' }));
  });

  it('say what was expected for text they cannot read, and keep it', async () => {
    const onSubmit = jest.fn();
    renderForm({ dateFormat: 'MMM D, YYYY', timeFormat: 1 }, onSubmit);
    expect(screen.getByLabelText('Day')).toHaveValue('Mar 5, 2026');
    await type('Day', '31 Feb');
    await type('Starts at', '25:00');
    expect(screen.getByLabelText('Day')).toHaveValue('31 Feb');
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription('Enter a date as Mar 25, 2026.');
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    // The spec's time_format message; the placeholder keeps saying which format.
    expect(screen.getByLabelText('Starts at')).toHaveAccessibleDescription(VALIDATION_MESSAGES.timeFormat);
    expect(screen.getByLabelText('Starts at')).toHaveAttribute('placeholder', 'h:mm AM');
    await type('Day', 'mar 6, 2026');
    expect(screen.getByLabelText('Day')).toHaveValue('Mar 6, 2026');
    expect(screen.getByLabelText('Day')).not.toHaveAttribute('aria-invalid');
  });

  it('move a date by a day with the arrow keys', async () => {
    renderForm({ dateFormat: 'DD.MM.YYYY', timeFormat: 2 }, jest.fn());
    const day = screen.getByLabelText('Day');
    // The first key loads the readers (a no-op once they are in).
    await act(async () => fireEvent.focus(day));
    fireEvent.keyDown(day, { key: 'ArrowUp' });
    expect(day).toHaveValue('06.03.2026');
    fireEvent.keyDown(day, { key: 'ArrowDown' });
    fireEvent.keyDown(day, { key: 'ArrowDown' });
    expect(day).toHaveValue('04.03.2026');
  });
});
