import ExcelJS from 'exceljs';
import { hasDataRows } from './row-count';

async function xlsx(rows: string[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Report');
  for (const row of rows) sheet.addRow(row);
  return new Blob([await book.xlsx.writeBuffer()]);
}

describe('whether an exported file holds rows below its headings', () => {
  it('reads a CSV: headings alone (with the BOM and a closing line break) are no rows; one line below them is', async () => {
    expect(await hasDataRows(new Blob(['\uFEFFName,Date\r\n']), 'timesheet.csv')).toBe(false);
    expect(await hasDataRows(new Blob(['\uFEFFName,Date\r\n\r\n']), 'timesheet.csv')).toBe(false);
    expect(await hasDataRows(new Blob(['\uFEFFName,Date\r\nEmma Novak,2026-11-02\r\n']), 'timesheet.csv')).toBe(true);
  });

  it('reads an XLSX the same way', async () => {
    expect(await hasDataRows(await xlsx([['Name', 'Date']]), 'timesheet.xlsx')).toBe(false);
    expect(await hasDataRows(await xlsx([['Name', 'Date'], ['Emma Novak', '2026-11-02']]), 'timesheet.xlsx')).toBe(true);
  });

  it('takes a big file as holding rows without reading it, and cannot tell for another kind or a broken XLSX', async () => {
    expect(await hasDataRows(new Blob(['Name,Date\r\n', 'x'.repeat(70_000)]), 'timesheet.csv')).toBe(true);
    expect(await hasDataRows(new Blob(['%PDF-1.4']), 'timesheet.pdf')).toBeNull();
    expect(await hasDataRows(new Blob(['not a zip']), 'timesheet.xlsx')).toBeNull();
  });
});
