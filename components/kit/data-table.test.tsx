import { render, screen, within } from '@testing-library/react';
import { DataTable } from '@/components/kit/data-table';

const rows = [
  { id: 1, name: 'Engineering', people: 11 },
  { id: 2, name: 'Finance', people: 5 },
];
const columns = [
  { key: 'name', header: 'Name', cell: (row: (typeof rows)[number]) => row.name },
  { key: 'people', header: 'People', cell: (row: (typeof rows)[number]) => row.people, hideBelow: 'sm' as const },
];
const meta = (current_page: number, last_page: number, total: number) => ({
  current_page,
  last_page,
  per_page: 10,
  from: (current_page - 1) * 10 + 1,
  to: Math.min(current_page * 10, total),
  total,
});

describe('DataTable', () => {
  it('shows rows with the first column as row headers and the row actions', () => {
    render(
      <DataTable caption="Departments" rows={rows} rowKey={(row) => row.id} columns={columns} rowActions={(row) => <button type="button">{`Edit ${row.name}`}</button>} empty={{ title: 'None' }} />,
    );
    const table = screen.getByRole('table', { name: 'Departments' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Engineering', 'Finance']);
    expect(within(table).getByRole('button', { name: 'Edit Finance' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'People' })).toHaveClass('hidden', 'sm:table-cell');
  });

  it('puts a stacked column’s value under the row’s first cell, after its header, where the column is hidden', () => {
    const stackedColumns = [columns[0]!, { ...columns[1]!, stack: true }];
    render(<DataTable caption="Departments" rows={rows} rowKey={(row) => row.id} columns={stackedColumns} empty={{ title: 'None' }} />);
    const first = screen.getByRole('rowheader', { name: /^Engineering/ });
    const stacked = within(first).getByText('People:').parentElement!;
    expect(stacked).toHaveTextContent(/^People: 11$/);
    // Shown only below the column's breakpoint, where the column itself is hidden.
    expect(stacked).toHaveClass('sm:hidden');
    expect(screen.getAllByRole('cell')[0]).toHaveClass('hidden', 'sm:table-cell');
  });

  it('pages from meta: the range, and links that keep what the page builder keeps', () => {
    render(
      <DataTable
        caption="Departments"
        rows={rows}
        rowKey={(row) => row.id}
        columns={columns}
        empty={{ title: 'None' }}
        meta={meta(2, 3, 24)}
        pageHref={(page) => `/settings/people/departments?search=e&page=${page}`}
        noun="departments"
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('11–20 of 24 departments');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/settings/people/departments?search=e&page=1');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/settings/people/departments?search=e&page=3');
  });

  it('has no pager on a single page and no Next on the last', () => {
    const { rerender } = render(
      <DataTable caption="Departments" rows={rows} rowKey={(row) => row.id} columns={columns} empty={{ title: 'None' }} meta={meta(1, 1, 2)} pageHref={(page) => `?page=${page}`} />,
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    rerender(<DataTable caption="Departments" rows={rows} rowKey={(row) => row.id} columns={columns} empty={{ title: 'None' }} meta={meta(3, 3, 24)} pageHref={(page) => `?page=${page}`} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=2');
  });

  it('shows the empty state, with its action, instead of a table', () => {
    render(
      <DataTable caption="Departments" rows={[]} rowKey={() => 0} columns={columns} empty={{ title: 'No departments yet', text: 'Add the first one.', action: <button type="button">Add department</button> }} />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No departments yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add department' })).toBeInTheDocument();
  });

  it('says a page past the end is past the end, with no pager, and leads to the last page', () => {
    const past = { current_page: 99, last_page: 5, per_page: 10, from: null, to: null, total: 50 };
    render(
      <DataTable
        caption="Employees"
        rows={[]}
        rowKey={() => 0}
        columns={columns}
        empty={{ title: 'No employees yet', text: 'Add the first person with Add employee.' }}
        meta={past}
        pageHref={(page) => `/people?page=${page}`}
        noun="people"
      />,
    );
    expect(screen.queryByText('No employees yet')).not.toBeInTheDocument();
    expect(screen.getByText('There is no page 99')).toBeInTheDocument();
    expect(screen.getByText('The list has 50 people on 5 pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', '/people?page=5');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('keeps its own empty state when the whole list is empty, whatever the page', () => {
    render(
      <DataTable
        caption="Departments"
        rows={[]}
        rowKey={() => 0}
        columns={columns}
        empty={{ title: 'No departments yet' }}
        meta={{ current_page: 3, last_page: 1, per_page: 10, from: null, to: null, total: 0 }}
        pageHref={(page) => `?page=${page}`}
      />,
    );
    expect(screen.getByText('No departments yet')).toBeInTheDocument();
  });
});
