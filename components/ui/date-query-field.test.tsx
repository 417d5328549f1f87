import { act, fireEvent, render, screen } from '@testing-library/react';
import { DateQueryField } from '@/components/ui/date-query-field';
import { TenantFormatsProvider } from '@/components/ui/tenant-formats';

/** A GET form with the field, as a list's filters have it: what the form would send. */
function renderFilter(defaultValue?: string) {
  const { container } = render(
    <TenantFormatsProvider formats={{ dateFormat: 'DD.MM.YYYY', timeFormat: 2 }}>
      <form aria-label="Filters">
        <DateQueryField name="from" label="From" defaultValue={defaultValue} />
      </form>
    </TenantFormatsProvider>,
  );
  const sent = () => new FormData(container.querySelector('form')!).getAll('from');
  return { sent };
}

describe('DateQueryField', () => {
  it('shows the date in the tenant’s format and sends it as YYYY-MM-DD, once', async () => {
    const { sent } = renderFilter('2026-12-31');
    expect(screen.getByLabelText('From')).toHaveValue('31.12.2026');
    expect(sent()).toEqual(['2026-12-31']);
    await act(async () => fireEvent.change(screen.getByLabelText('From'), { target: { value: '05.03.2026' } }));
    expect(sent()).toEqual(['2026-03-05']);
  });

  it('sends nothing while the text is no date, and says what it expects', async () => {
    const { sent } = renderFilter();
    expect(sent()).toEqual(['']);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '31.02.2026' } });
      fireEvent.blur(screen.getByLabelText('From'));
    });
    expect(sent()).toEqual(['']);
    // In the expected shape, but no day of the calendar: it says so (it asked for the shape it was given).
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('There is no such day as 31.02.2026.');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026/02/03' } });
      fireEvent.blur(screen.getByLabelText('From'));
    });
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Enter a date as DD.MM.YYYY.');
  });

  it('refuses to send the form while the text is no date: the field takes the focus and says why', async () => {
    const { sent } = renderFilter();
    const field = screen.getByLabelText('From');
    await act(async () => fireEvent.change(field, { target: { value: '31/12/2026' } }));
    let went = true;
    await act(async () => {
      went = fireEvent.submit(screen.getByRole('form', { name: 'Filters' }));
    });
    expect(went).toBe(false);
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Enter a date as DD.MM.YYYY.');
    expect(field).toHaveValue('31/12/2026');

    // A date again: the form goes, with it.
    await act(async () => fireEvent.change(field, { target: { value: '31.12.2026' } }));
    await act(async () => {
      went = fireEvent.submit(screen.getByRole('form', { name: 'Filters' }));
    });
    expect(went).toBe(true);
    expect(sent()).toEqual(['2026-12-31']);
    expect(field).not.toHaveAccessibleDescription('Enter a date as DD.MM.YYYY.');
  });
});
