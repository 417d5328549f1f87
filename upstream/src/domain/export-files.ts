import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { Database } from 'better-sqlite3';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { FORMULA_CELL } from '../../../lib/files/csv';
import type { ReportFormat } from '../../../lib/reports/reports';
import { randomString } from '../lib/tokens';

/**
 * Generated files: a generate call records what was asked (an export file,
 * owned by its user, valid for an hour) and answers where to fetch it; the
 * fetch generates the file from the current data while it streams, in chunks of
 * rows, with backpressure: a timesheet of 1,000 people × 31 days never sits in
 * memory whole. CSV through papaparse, XLSX through exceljs's streaming writer.
 */

export const EXPORT_FILE_TTL_SECONDS = 60 * 60;
export const EXPORT_FILE_PATH = '/report/report/export-file';

export type Cell = string | number | null;
/** A file's rows, in chunks: each chunk is read from the database just before it is written. */
export type RowChunks = () => Iterable<Cell[][]>;

export interface ExportFileRecord {
  token: string;
  user_id: number;
  kind: string;
  format: ReportFormat;
  params: string;
  file_name: string;
  created_at: number;
  expires_at: number;
}

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export class ExportFiles {
  constructor(private readonly db: Database) {}

  /** Records a file to generate and returns its export_file (the path it is fetched from). */
  create(input: { userId: number; kind: string; format: ReportFormat; params: unknown; baseName: string }, now = Date.now()): { export_file: string; file_name: string } {
    const seconds = Math.floor(now / 1000);
    this.db.prepare('DELETE FROM export_files WHERE expires_at < ?').run(seconds);
    const token = randomString(40);
    const fileName = `${input.baseName}.${input.format}`;
    this.db
      .prepare('INSERT INTO export_files (token, user_id, kind, format, params, file_name, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(token, input.userId, input.kind, input.format, JSON.stringify(input.params), fileName, seconds, seconds + EXPORT_FILE_TTL_SECONDS);
    return { export_file: `${EXPORT_FILE_PATH}/${token}`, file_name: fileName };
  }

  /** The user's own, unexpired file; anyone else's is as good as missing. */
  find(token: string, userId: number, now = Date.now()): ExportFileRecord | undefined {
    const row = this.db.prepare<[string], ExportFileRecord>('SELECT * FROM export_files WHERE token = ?').get(token);
    if (!row || row.user_id !== userId || row.expires_at < Math.floor(now / 1000)) return undefined;
    return row;
  }
}

/** Lets the reader catch up: returns once the stream's buffer has room (and gives other requests a turn). */
async function roomIn(out: PassThrough): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
  await new Promise((resolve) => setImmediate(resolve));
}

/** CSV with a header row (a UTF-8 BOM first, so spreadsheet programs read the names right; formula-like cells escaped). */
export function csvStream(header: readonly string[], chunks: RowChunks): Readable {
  async function* lines() {
    yield `\uFEFF${Papa.unparse([header as string[]], { escapeFormulae: FORMULA_CELL })}\r\n`;
    for (const rows of chunks()) {
      if (rows.length) yield `${Papa.unparse(rows, { escapeFormulae: FORMULA_CELL })}\r\n`;
    }
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}

/**
 * XLSX with one sheet, a frozen header row and column widths; rows are committed as they are written.
 * No cell styles: they cost the streaming writer about 40 % more time on a large file.
 */
export function xlsxStream(sheetName: string, columns: readonly { header: string; width: number }[], chunks: RowChunks): Readable {
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
    sheet.getRow(1).commit();
    for (const rows of chunks()) {
      for (const row of rows) sheet.addRow(row).commit();
      await roomIn(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The file of `format` with these columns and rows. */
export function fileStream(format: ReportFormat, sheetName: string, columns: readonly { header: string; width: number }[], chunks: RowChunks): Readable {
  return format === 'csv'
    ? csvStream(
        columns.map((column) => column.header),
        chunks,
      )
    : xlsxStream(sheetName, columns, chunks);
}
