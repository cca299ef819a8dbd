// 订单导入 (`/order/platform/import`, README "Orders in: the report import"): a platform's order report (xlsx, csv or
// Amazon's tab-separated txt) for one sales account; each bad row reported with its number and reason, the good
// orders stored like pulled ones (once per platform order id, checked by the rules, packed).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadedFile } from '@entrepot/hub-server/module';
import { conflict, invalid } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { Actor } from '@entrepot/server-kit/entity';
import { readXlsx } from '@entrepot/server-kit/file-tasks';
import { eq } from 'drizzle-orm';
import { type IncomingOrder, incomingOrder } from '../domain/incoming.ts';
import { parseOrderReport, type ReportProblem, type ReportRow } from '../domain/order-report.ts';
import { ingestOrders } from './ingest.ts';
import { foreign, type OmsServices } from './services.ts';

export const MAX_REPORT_ROWS = 20_000;

export interface ReportImported {
  orders: number;
  created: number;
  duplicates: number;
  problems: ReportProblem[];
  unknownColumns: string[];
}

/** A delimited text (tabs when the header has them, else commas; quotes as in CSV) as rows by header. */
export function readDelimited(text: string): ReportRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const sep = (lines[0] ?? '').includes('\t') ? '\t' : ',';
  const split = (line: string): string[] => {
    if (sep === '\t') return line.split('\t');
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted && ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = !quoted;
      else if (ch === sep && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    return [...cells, cell];
  };
  const headers = split(lines[0] ?? '').map((h) => h.trim());
  return lines
    .slice(1)
    .map((line, i) => ({ row: i + 2, values: Object.fromEntries(split(line).map((v, c) => [headers[c] ?? `列${c + 1}`, v.trim()])) }))
    .filter((r) => Object.values(r.values).some((v) => v !== ''));
}

async function rowsOf(file: UploadedFile): Promise<ReportRow[]> {
  const name = file.filename.toLowerCase();
  if (/\.(csv|txt|tsv)$/.test(name)) return readDelimited(file.bytes.toString('utf8'));
  if (!name.endsWith('.xlsx')) throw conflict('请上传 xlsx、csv 或 txt 格式的订单报表');
  const folder = await mkdtemp(join(tmpdir(), 'entrepot-report-'));
  try {
    const path = join(folder, 'report.xlsx');
    await writeFile(path, file.bytes);
    const rows: ReportRow[] = [];
    for await (const r of readXlsx(path)) {
      rows.push(r);
      if (rows.length > MAX_REPORT_ROWS) break;
    }
    return rows;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function importReport(database: Database, s: OmsServices, files: UploadedFile[], accountId: string, actor: Actor): Promise<ReportImported> {
  if (files.length === 0) throw conflict('请上传文件');
  if (!accountId) throw invalid('account_id', '请选择销售账号');
  const a = foreign.salesAccounts;
  const [account] = await database.db.select({ id: a.id, platform_code: a.platform_code }).from(a).where(eq(a.id, accountId));
  if (!account) throw conflict('销售账号不存在');
  const rows = (await Promise.all(files.map(rowsOf))).flat();
  if (rows.length > MAX_REPORT_ROWS) throw conflict(`一次最多导入${MAX_REPORT_ROWS}行`);
  const { orders, problems, unknownColumns } = parseOrderReport(rows);
  const good: IncomingOrder[] = [];
  for (const o of orders) {
    const checked = incomingOrder.safeParse(o);
    if (checked.success) good.push(checked.data);
    else problems.push({ row: 0, message: `订单 ${o.platform_order_id}：${checked.error.issues[0]?.message ?? '格式不正确'}` });
  }
  const stored = await database.tx((tx) => ingestOrders(tx, s, { id: account.id, platform_code: String(account.platform_code) }, good, 'import', actor));
  return { orders: orders.length, created: stored.created.length, duplicates: stored.duplicates, problems, unknownColumns };
}
