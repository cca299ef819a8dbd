// An xlsx answered at once (a blob, for the spec's exports that return a file rather than start a task): the
// rows are streamed batch by batch into a temporary file (bounded memory), which is then sent and removed.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { type SheetColumn, writeXlsx } from './xlsx.ts';

type Cell = string | number | boolean | null;

/** Writes the batches into an xlsx and sends it as `fileName` (an attachment; `.xlsx` is the caller's). */
export async function sendXlsx(reply: FastifyReply, fileName: string, columns: SheetColumn[], batches: AsyncIterable<Record<string, Cell>[]>) {
  const folder = await mkdtemp(join(tmpdir(), 'entrepot-xlsx-'));
  const path = join(folder, 'export.xlsx');
  try {
    await writeXlsx(path, columns, batches);
  } catch (e) {
    await rm(folder, { recursive: true, force: true });
    throw e;
  }
  const file = createReadStream(path);
  file.on('close', () => void rm(folder, { recursive: true, force: true }));
  return reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(file);
}
