import type ExcelJS from 'exceljs';
import { lazy } from '../lazy.ts';
import { neutralize, restore } from './formula-safety.ts';

const loadExcel = lazy(async () => (await import('exceljs')).default);

export interface SheetColumn {
  key: string;
  label: string;
}

type Cell = string | number | boolean | null;

/** Streams rows into an xlsx file batch by batch (bounded memory); string cells are formula-safe. */
export async function writeXlsx(
  path: string,
  columns: SheetColumn[],
  batches: AsyncIterable<Record<string, Cell>[]>,
  onBatch?: (written: number) => Promise<void>,
): Promise<number> {
  const { stream } = await loadExcel();
  const workbook = new stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = columns.map((c) => ({ header: c.label, key: c.key, width: Math.max(12, c.label.length * 2 + 4) }));
  let written = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      const cells: Record<string, Cell> = {};
      for (const c of columns) {
        const v = row[c.key] ?? null;
        cells[c.key] = typeof v === 'string' ? neutralize(v) : v;
      }
      sheet.addRow(cells).commit();
    }
    written += batch.length;
    await onBatch?.(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return value.text;
    if ('result' in value) return value.result === undefined ? '' : String(value.result); // a formula: its cached value, never evaluated
    if ('error' in value) return '';
  }
  return String(value);
}

export interface SheetRow {
  /** The spreadsheet row number (the header is row 1). */
  row: number;
  /** Header label → trimmed text, formula-safety apostrophes removed. */
  values: Record<string, string>;
}

/** Reads the first sheet row by row (streaming): the header row names the columns. */
export async function* readXlsx(path: string): AsyncGenerator<SheetRow> {
  const { stream } = await loadExcel();
  const reader = new stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore', // no per-entry events: a fifth less work per row
  });
  for await (const sheet of reader) {
    let headers: string[] = [];
    for await (const row of sheet) {
      const cells = (row.values as ExcelJS.CellValue[]).slice(1).map((v) => cellText(v).trim());
      if (row.number === 1) {
        headers = cells;
        continue;
      }
      if (cells.every((c) => c === '')) continue;
      const values: Record<string, string> = {};
      headers.forEach((h, i) => {
        if (h) values[h] = restore(cells[i] ?? '');
      });
      yield { row: row.number, values };
    }
    return; // the first sheet only
  }
}
