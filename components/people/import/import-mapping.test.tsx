import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ImportMappingStep } from '@/components/people/import/import-mapping';
import { autoMap, importFileOf } from '@/lib/people/import';

const fields = [
  { key: 'first_name', label: 'First name', required: true },
  { key: 'email', label: 'Email', required: true },
];

beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 422, text: async () => JSON.stringify({ message: 'Not today.' }) }) as Response) as typeof fetch;
});

describe('matching columns of a file the upload answered with the spec’s fields and headers only', () => {
  it('names the file sent, leaves out the row count and the samples it does not have, and checks the rows without an import id', async () => {
    const file = importFileOf({ fields, headers: ['First name', 'Email'] }, 'people.csv');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ImportMappingStep file={file} mapping={autoMap(file.headers)} onChange={jest.fn()} onBack={jest.fn()} onChecked={jest.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/^people\.csv\. Choose the field each column holds/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/undefined|null|rows\.|Empty in the first rows/);
    expect(screen.getByRole('combobox', { name: 'Email' })).toHaveValue('email');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check rows' })));
    const [, init] = (global.fetch as jest.Mock).mock.calls[0]!;
    expect(JSON.parse(String(init.body))).toEqual({ mapping: { first_name: 0, email: 1 } });
  });
});
