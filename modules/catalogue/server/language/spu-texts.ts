// `spuskulanguage/show`: an SPU's listing texts in one language (or every declared language), each SKU of the
// SPU with its title in that language; a language not written yet answers empty texts, so a form can open on it.
import { notFound, parse } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { type ListingLanguage, listingLanguages } from '../../entities/index.ts';
import { skus, spus } from '../catalogue.schema.ts';
import { spuLanguageSkus, spuLanguages } from './language.schema.ts';

type Row = Record<string, unknown>;
/** An SPU's texts in one language, as its table stores them. */
type TextRow = typeof spuLanguages.$inferSelect;

const LANGUAGE_CODES = listingLanguages.map((l) => l.value) as [ListingLanguage, ...ListingLanguage[]];
/** A language of the declared list, else 10422 naming them. */
export const languageInput = z.enum(LANGUAGE_CODES, `不支持的语言，可选: ${LANGUAGE_CODES.join(', ')}`);
export const spuIdInput = z.uuid('请选择SPU');
const showInput = z.object({ spu_id: spuIdInput, lang: languageInput.optional() });

export interface SpuHead {
  id: string;
  code: string;
  name: string;
  name_en: string | null;
}

/** The SPU when the caller's data rules show it, else 10404. */
export async function visibleSpu(exec: Executor, spuId: string, spuScope: SQL | undefined): Promise<SpuHead> {
  const [row] = await exec
    .select({ id: spus.id, code: spus.code, name: spus.name, name_en: spus.name_en })
    .from(spus)
    .where(and(eq(spus.id, spuId), spuScope));
  if (!row) throw notFound('SPU');
  return row as SpuHead;
}

/** The SPU's SKUs by code: every one gets a title row in each language's answer. */
export async function skusOfSpu(exec: Executor, spuId: string): Promise<{ id: string; code: string; name: string; spec: string | null }[]> {
  return await exec.select({ id: skus.id, code: skus.code, name: skus.name, spec: skus.spec }).from(skus).where(eq(skus.spu_id, spuId)).orderBy(asc(skus.code));
}

/** The stored record of an SPU in a language, if any. */
export async function storedText(exec: Executor, spuId: string, lang: string): Promise<TextRow | undefined> {
  const [row] = await exec
    .select()
    .from(spuLanguages)
    .where(and(eq(spuLanguages.spu_id, spuId), eq(spuLanguages.lang, lang)));
  return row;
}

/** The SPU's texts as the screen edits them: one entry per language asked, empty where nothing is written. */
export async function spuTexts(exec: Executor, spu: SpuHead, only?: ListingLanguage): Promise<Row> {
  // One after the other: inside a transaction the executor is one connection.
  const records = await exec.select().from(spuLanguages).where(eq(spuLanguages.spu_id, spu.id));
  const skuList = await skusOfSpu(exec, spu.id);
  const byLang = new Map(records.map((r) => [r.lang, r]));
  const titles = await exec
    .select({ parent: spuLanguageSkus.spu_language_id, sku_id: spuLanguageSkus.sku_id, title: spuLanguageSkus.title })
    .from(spuLanguageSkus)
    .innerJoin(spuLanguages, eq(spuLanguages.id, spuLanguageSkus.spu_language_id))
    .where(eq(spuLanguages.spu_id, spu.id));
  const titleOf = new Map(titles.map((t) => [`${t.parent}:${t.sku_id}`, t.title]));
  const texts = listingLanguages
    .filter((l) => !only || l.value === only)
    .map((l) => {
      const r = byLang.get(l.value);
      return {
        lang: l.value,
        lang_label: l.label,
        filled: r !== undefined,
        id: r?.id ?? null,
        version: r?.version ?? null,
        title: r?.title ?? '',
        bullets: r?.bullets ?? [],
        description: r?.description ?? '',
        keywords: r?.keywords ?? '',
        updated_at: r ? r.updated_at.toISOString() : null,
        skus: skuList.map((s) => ({ sku_id: s.id, sku_code: s.code, sku_name: s.name, spec: s.spec, title: r ? (titleOf.get(`${r.id}:${s.id}`) ?? '') : '' })),
      };
    });
  const filled = listingLanguages.filter((l) => byLang.has(l.value)).map((l) => l.value);
  return { spu, languages: listingLanguages, filled, texts };
}

/** `GET spuskulanguage/show?spu_id=&lang=`. */
export async function showSpuTexts(exec: Executor, query: unknown, spuScope: SQL | undefined): Promise<Row> {
  const input = parse(showInput, query ?? {});
  return spuTexts(exec, await visibleSpu(exec, input.spu_id, spuScope), input.lang);
}
