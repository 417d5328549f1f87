import { render, screen, within } from '@testing-library/react';
import { DataTable } from '@/components/kit/data-table';
import { holidayWhoText } from '@/lib/leave/holidays';

/** The holidays list's “Who has it” column, as the holidays page builds it, from rows without people_count (the spec names none). */
describe('the holidays list from an answer without people counts', () => {
  it('says Everyone, or Chosen people without a count, never “undefined people”', () => {
    const rows = [
      { id: 1, name: 'New Year', for_everyone: true },
      { id: 2, name: 'Offsite', for_everyone: false },
      { id: 3, name: 'Team day', for_everyone: false, people_count: 1 },
    ];
    render(
      <DataTable
        caption="Holidays 2026"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { key: 'name', header: 'Name', cell: (row) => row.name },
          { key: 'who', header: 'Who has it', cell: holidayWhoText },
        ]}
        empty={{ title: 'None' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Holidays 2026' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['New YearEveryone', 'OffsiteChosen people', 'Team day1 person']);
    expect(table).not.toHaveTextContent('undefined');
  });
});
