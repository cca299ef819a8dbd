// The two passes of a module's own import kind (module.ts ImportKind), as FileTasks runs them.
import type { RequestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { IMPORT_BATCH, type ImportError, readXlsx, type SheetRow } from '@entrepot/server-kit/file-tasks';
import type { ImportKind } from '../module.ts';

export const MAX_KIND_ROWS = 50_000;

/** The file's rows, one past `max` at most (enough to say the file is too long). */
export async function readSheet(path: string, max: number): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readXlsx(path)) {
    rows.push(row);
    if (rows.length > max) break;
  }
  return rows;
}

/** What refuses the file as a whole: no rows, too many, a required column missing from its header. */
export function sheetProblems(kind: ImportKind, rows: SheetRow[]): ImportError[] {
  const max = kind.maxRows ?? MAX_KIND_ROWS;
  if (rows.length === 0) return [{ row: 1, column: '', message: '文件中没有数据行' }];
  if (rows.length > max) return [{ row: 1, column: '', message: `每次最多导入${max}行，请分成多个文件` }];
  const headers = new Set(Object.keys(rows[0]!.values));
  return kind.columns
    .filter((c) => c.required && !headers.has(c.label))
    .map((c) => ({ row: 1, column: c.label, message: `缺少列「${c.label}」，请使用导入模板` }));
}

/** Pass 2: the units in transactions of about IMPORT_BATCH file rows, progress after each; answers the counts. */
export async function writeUnits(
  database: Database,
  kind: ImportKind,
  units: unknown[],
  user: RequestUser,
  checkpoint: (done: number) => Promise<void>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let done = 0;
  let batch: unknown[] = [];
  let size = 0;
  const flush = async () => {
    await database.tx(async (tx) => {
      for (const unit of batch) await kind.write(tx, unit, user, counts);
    });
    done += size;
    batch = [];
    size = 0;
    await checkpoint(done);
  };
  for (const unit of units) {
    batch.push(unit);
    size += kind.rows(unit);
    if (size >= IMPORT_BATCH) await flush();
  }
  if (batch.length) await flush();
  return counts;
}
