// `spuskulanguage/logs?spu_id=&lang=` (ours): the operation log of an SPU's texts in one language, newest
// first; the SKU title lists name each SKU by its code instead of the row ids the engine keeps.
import { parse } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { LanguageServices } from './language-services.ts';
import { languageInput, skusOfSpu, spuIdInput, storedText, visibleSpu } from './spu-texts.ts';

type SkuRow = { sku_id?: unknown; title?: unknown };
const logsInput = z.object({ spu_id: spuIdInput, lang: languageInput });

export async function spuTextLogs(exec: Executor, s: LanguageServices, query: unknown, spuScope: SQL | undefined) {
  const input = parse(logsInput, query ?? {});
  const spu = await visibleSpu(exec, input.spu_id, spuScope);
  const record = await storedText(exec, spu.id, input.lang);
  if (!record) return [];
  const codes = new Map((await skusOfSpu(exec, spu.id)).map((x) => [x.id, x.code]));
  const named = (rows: unknown) =>
    Array.isArray(rows) ? (rows as SkuRow[]).map((r) => ({ sku_code: codes.get(String(r.sku_id)) ?? null, title: r.title })) : rows;
  return (await s.language.auditTrail(exec, record.id)).map((entry) => {
    const skus = entry.changes.skus;
    return skus ? { ...entry, changes: { ...entry.changes, skus: { before: named(skus.before), after: named(skus.after) } } } : entry;
  });
}
