// Imports through their routes, as a person does: download the template, fill it, upload it, let the
// file task run, read the task and (when it failed) its error report. For modules' db tests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readXlsx, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { multipart, type Session, type TestApp } from './test-app.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dir = mkdtempSync(join(tmpdir(), 'entrepot-import-kit-'));
let files = 0;

export interface ImportOutcome {
  /** The answer of the upload (`{task_id}` when accepted). */
  answer: { code: number; message: string; data: { task_id?: string } };
  task?: { status: string; result: Record<string, number> | null; error: string | null; file_url: string | null };
  /** The error report's rows (行号, 列, 错误信息) when the task failed with one. */
  errors: Record<string, string>[];
}

async function rowsOf(t: TestApp, url: string): Promise<Record<string, string>[]> {
  const file = await t.call({ method: 'GET', url });
  const path = join(dir, `download-${++files}.xlsx`);
  writeFileSync(path, file.raw.rawPayload);
  const rows: Record<string, string>[] = [];
  for await (const r of readXlsx(path)) rows.push(r.values);
  return rows;
}

/** The import at `<base>/import` of `rows` (keyed by the template's headers), run to its end. */
export async function importRows(t: TestApp, base: string, rows: Record<string, string>[], as: Session): Promise<ImportOutcome> {
  const template = await t.call({ method: 'GET', url: `${base}/template`, as });
  if (template.raw.headers['content-type'] !== XLSX) return { answer: template.body as ImportOutcome['answer'], errors: [] }; // refused
  const headers = Object.keys(rows[0] ?? {});
  const upload = join(dir, `upload-${++files}.xlsx`);
  await writeXlsx(
    upload,
    headers.map((h) => ({ key: h, label: h })),
    (async function* () {
      yield rows;
    })(),
  );
  const { payload, headers: formHeaders } = multipart({}, [{ field: 'file', filename: 'import.xlsx', type: XLSX, bytes: await readFile(upload) }]);
  const answer = (await t.call({ method: 'POST', url: `${base}/import`, payload, headers: formHeaders, as })).body as ImportOutcome['answer'];
  if (answer.code !== 10000) return { answer, errors: [] };
  await t.identity.tasks.runner.drain();
  const list = (await t.call({ method: 'GET', url: '/api-auth/api/v1/file-tasks', as })).body.data.list as (ImportOutcome['task'] & { id: string })[];
  const task = list.find((x) => x.id === answer.data.task_id);
  const errors = task?.status === 'failed' && task.file_url ? await rowsOf(t, task.file_url) : [];
  return { answer, task, errors };
}
