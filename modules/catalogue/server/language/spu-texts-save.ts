// `spuskulanguage/update`: writes an SPU's listing texts in one language and its SKUs' titles in one
// transaction — the record is created the first time and updated afterwards (audited on it, before → after,
// the SKU titles as lists). The SPU row is locked first, so two first saves never make two records.
import { conflict, parse } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type Actor, createSchema, type StoredRow, updateSchema } from '@entrepot/server-kit/entity';
import { eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LISTING_LIMITS, spuLanguage, type spuLanguageSku } from '../../entities/index.ts';
import { lockedSpu } from '../standard/standard.commands.ts';
import { spuLanguageSkus } from './language.schema.ts';
import type { LanguageServices } from './language-services.ts';
import { parseRows, rowInvalid } from './numbered-rows.ts';
import { languageInput, skusOfSpu, spuIdInput, spuTexts, storedText, visibleSpu } from './spu-texts.ts';

type Row = Record<string, unknown>;
/** One SKU's title in the language, as its table stores it. */
type TitleRow = StoredRow<typeof spuLanguageSku>;

const envelope = z.looseObject({
  spu_id: spuIdInput,
  lang: languageInput,
  // A number: the version the editor read; null: the editor read no record (someone else's first save is not overwritten).
  version: z.number('版本号必须是数字').int().nullable().optional(),
});
const skuTitle = z.object({
  sku_id: z.uuid('请选择SKU'),
  // Blank clears the SKU's title in this language.
  title: z.string('SKU标题必须是文本').trim().max(LISTING_LIMITS.title, `SKU标题最多${LISTING_LIMITS.title}个字符`).nullable().optional(),
});
const creating = createSchema(spuLanguage).omit({ skus: true });
const updating = updateSchema(spuLanguage).omit({ skus: true });

/** Bullet slots left blank in a form are dropped, the others trimmed (the entity's check refuses the rest). */
const tidyBullets = (value: unknown) => (Array.isArray(value) ? value.map((b) => (typeof b === 'string' ? b.trim() : b)).filter((b) => b !== '') : value);

/** The SKU title rows the record will hold: the stored ones with the sent ones applied (a blank title removes one). */
async function mergedSkuRows(tx: Tx, spuId: string, recordId: string | null, sent: unknown): Promise<Row[]> {
  const rows = parseRows('skus', skuTitle, sent, 1000);
  const ofSpu = new Set((await skusOfSpu(tx, spuId)).map((s) => s.id));
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (!ofSpu.has(r.sku_id)) throw rowInvalid('skus', i, 'SKU不属于该SPU');
    if (seen.has(r.sku_id)) throw rowInvalid('skus', i, 'SKU重复');
    seen.add(r.sku_id);
  });
  const stored = (recordId ? await tx.select().from(spuLanguageSkus).where(eq(spuLanguageSkus.spu_language_id, recordId)) : []) as TitleRow[];
  const merged = new Map<string, Row>(stored.map((s) => [s.sku_id, { id: s.id, sku_id: s.sku_id, title: s.title }]));
  for (const r of rows) {
    const before = merged.get(r.sku_id);
    if (!r.title) merged.delete(r.sku_id);
    else merged.set(r.sku_id, { ...(before ? { id: before.id } : {}), sku_id: r.sku_id, title: r.title });
  }
  return [...merged.values()];
}

/** `PUT spuskulanguage/update {spu_id, lang, version?, title, bullets, description, keywords, skus?}`: answers the language as `show` does. */
export async function saveSpuTexts(tx: Tx, s: LanguageServices, body: unknown, actor: Actor, spuScope: SQL | undefined): Promise<Row> {
  const { spu_id, lang, version, skus, ...texts } = parse(envelope, body ?? {});
  await lockedSpu(tx, spu_id, spuScope);
  const existing = await storedText(tx, spu_id, lang);
  if (version !== undefined && (version === null ? existing !== undefined : existing?.version !== version)) {
    throw conflict(`${spuLanguage.label}已被他人修改，请刷新后重试`);
  }
  const fields: Row = { ...texts, ...('bullets' in texts ? { bullets: tidyBullets(texts.bullets) } : {}) };
  const rows = skus === undefined ? {} : { skus: await mergedSkuRows(tx, spu_id, existing ? existing.id : null, skus) };
  if (existing) await s.language.update(tx, existing.id, { ...parse(updating, fields), ...rows }, actor);
  else await s.language.create(tx, { ...parse(creating, fields), ...rows }, actor, { spu_id, lang });
  return spuTexts(tx, await visibleSpu(tx, spu_id, spuScope), lang);
}
