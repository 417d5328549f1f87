import { render, screen } from '@testing-library/react';
import { ImportUpload } from '@/components/people/import/import-upload';
import { uploadMetaOf } from '@/lib/people/import';

describe('the upload step when upload-meta names nothing', () => {
  it('describes the file without limits, and leaves out the field list and the samples it cannot build', () => {
    render(<ImportUpload meta={uploadMetaOf({})} current={null} onUploaded={jest.fn()} />);
    expect(screen.getByText('A file, one person per row, with a header row naming the columns.')).toBeInTheDocument();
    expect(screen.queryByText(/^The fields:/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Sample/ })).toBeNull();
    expect(screen.getByLabelText('File of employees')).not.toHaveAttribute('accept');
    expect(document.body).not.toHaveTextContent(/undefined|NaN/);
  });

  it('says the types, size, rows and fields upload-meta gives, with the samples', () => {
    const meta = { extensions: ['csv', 'xlsx'], mimes: [], max_size_kb: 1024, max_rows: 5000, fields: [{ key: 'email', label: 'Email', required: true }] };
    render(<ImportUpload meta={uploadMetaOf({ data: meta })} current={null} onUploaded={jest.fn()} />);
    expect(screen.getByText('A CSV or XLSX file of up to 1 MB and 5,000 people, one person per row, with a header row naming the columns.')).toBeInTheDocument();
    expect(screen.getByText('The fields: Email (required).')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Sample/ })).toHaveLength(2);
    expect(screen.getByLabelText('File of employees')).toHaveAttribute('accept', '.csv,.xlsx');
  });
});
