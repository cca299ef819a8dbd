// SPU descriptions: `generationdesc` writes the template's text as the SPU's draft (a new generation
// replaces the draft), `confirmdesc` takes the draft — as the user edited it — and writes it onto the SPU's
// 商品描述 (audited on the SPU), `fastgenerationdesc` does both for a batch of SPUs, each in its own
// transaction, leaving SPUs whose description was ever confirmed alone unless asked to overwrite.
import { parse } from '@entrepot/server-kit';
import type { Database, Executor, Tx } from '@entrepot/server-kit/db';
import { type Actor, type StoredRow, updateSchema } from '@entrepot/server-kit/entity';
import { eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { decideConfirmDescription } from '../../domain/confirm-description.command.ts';
import { decideFastDescription, decideFastReport, type FastResult } from '../../domain/fast-generate-descriptions.command.ts';
import { spuDescription } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { orRefuse } from '../refusal.ts';
import type { CatalogueServices, Publisher } from '../services.ts';
import { descriptionFacts } from './desc-facts.ts';
import { type Description, type DescriptionLang, describeSpu, descriptionHtml } from './desc-template.ts';
import { lockedSpu } from './standard.commands.ts';
import { spuDescriptions } from './standard.schema.ts';
import type { StandardServices } from './standard-services.ts';

type Row = Record<string, unknown>;

export interface DescEnv {
  s: StandardServices;
  cs: CatalogueServices;
  publisher?: Publisher;
}

const spuId = z.uuid('请选择SPU');
const lang = z.enum(['zh', 'en'], '语言只能是中文(zh)或英文(en)').default('zh');
const editing = updateSchema(spuDescription).pick({ title: true, bullets: true, body: true });
export const descInputs = {
  generate: z.object({ spu_id: spuId, lang }),
  confirm: editing.extend({ spu_id: spuId, version: z.number().int().optional() }).strict(),
  fast: z.object({
    spu_ids: z
      .array(spuId)
      .min(1, '请选择SPU')
      .max(200, '一次最多200个SPU')
      .transform((ids) => [...new Set(ids)]),
    lang,
    overwrite: z.boolean('是否覆盖应为是或否').default(false),
  }),
};

async function draftOf(tx: Executor, id: string): Promise<StoredRow<typeof spuDescription> | undefined> {
  const [row] = await tx.select().from(spuDescriptions).where(eq(spuDescriptions.spu_id, id));
  return row as StoredRow<typeof spuDescription> | undefined;
}

/** The template's text for the SPU, stored as its draft; answers the draft. */
export async function generateDescription(tx: Tx, env: DescEnv, body: unknown, actor: Actor, spuScope: SQL | undefined): Promise<Row> {
  const input = parse(descInputs.generate, body ?? {});
  await lockedSpu(tx, input.spu_id, spuScope);
  return writeDraft(tx, env, input.spu_id, input.lang, actor);
}

async function writeDraft(tx: Tx, env: DescEnv, id: string, language: DescriptionLang, actor: Actor): Promise<Row> {
  const facts = await descriptionFacts(tx, id);
  const text = describeSpu(facts!, language);
  const extra = { status: 'draft', facts, generated_at: new Date() };
  const existing = await draftOf(tx, id);
  const fields = { lang: language, ...text };
  if (existing) return env.s.description.update(tx, existing.id, fields, actor, { extra });
  return env.s.description.create(tx, fields, actor, { ...extra, spu_id: id });
}

/**
 * The draft, with the user's edits when sent, confirmed and written onto the SPU's 商品描述
 * (../../domain/confirm-description.command.ts decides); answers both.
 */
export async function confirmDescription(tx: Tx, env: DescEnv, body: unknown, actor: Actor, spuScope: SQL | undefined): Promise<Row> {
  const { spu_id, version, ...edits } = parse(descInputs.confirm, body ?? {});
  await lockedSpu(tx, spu_id, spuScope);
  return confirmDraft(tx, env, spu_id, { ...edits, ...(version === undefined ? {} : { version }) }, actor);
}

async function confirmDraft(tx: Tx, env: DescEnv, id: string, edits: Row, actor: Actor): Promise<Row> {
  const existing = await draftOf(tx, id);
  const confirmation = orRefuse(decideConfirmDescription({ draft: existing ?? null }, { edits, by: actor.id, at: new Date() }));
  const draft = await env.s.description.update(tx, confirmation.update, confirmation.fields, actor, { extra: confirmation.extra });
  const html = descriptionHtml({ title: draft.title, bullets: draft.bullets ?? [], body: draft.body } satisfies Description);
  const spu = await env.cs.spu.update(tx, id, { description: html }, actor);
  await env.publisher?.publish(tx, `${env.cs.spu.decl.name}.changed`, { ids: [id], action: 'confirmdesc' });
  return { draft, description: spu.description };
}

export type { FastOutcome } from '../../domain/fast-generate-descriptions.command.ts';

/**
 * `{spu_ids, lang?, overwrite?}`: generated and confirmed SPU by SPU, confirmed ones left alone unless asked
 * (../../domain/fast-generate-descriptions.command.ts decides); answers what happened to each.
 */
export async function fastDescriptions(database: Database, env: DescEnv, body: unknown, actor: Actor, spuScope: SQL | undefined) {
  const input = parse(descInputs.fast, body ?? {});
  const results: { spu_id: string; code: string | null; result: FastResult }[] = [];
  for (const id of input.spu_ids) {
    const [known] = await database.db.select({ code: spus.code }).from(spus).where(eq(spus.id, id));
    const code = known ? String(known.code) : null;
    try {
      const status = await database.tx(async (tx) => {
        await lockedSpu(tx, id, spuScope);
        const existing = await draftOf(tx, id);
        if (decideFastDescription({ draft: existing ?? null }, input) === 'skip') return 'skipped' as const;
        await writeDraft(tx, env, id, input.lang, actor);
        await confirmDraft(tx, env, id, {}, actor);
        return 'confirmed' as const;
      });
      results.push({ spu_id: id, code, result: status });
    } catch (e) {
      results.push({ spu_id: id, code, result: { failed: (e as Error).message } });
    }
  }
  return decideFastReport(results);
}

/** `spu/desc/{id}` (ours): the SPU's confirmed 商品描述 and its draft (null before a generation). */
export async function descriptionOf(tx: Executor, env: DescEnv, id: string, spuScope: SQL | undefined): Promise<Row> {
  const spu = await env.cs.spu.get(tx, id, spuScope);
  const draft = await draftOf(tx, id);
  return {
    spu: { id: spu.id, code: spu.code, name: spu.name, description: spu.description ?? null },
    draft: draft ? await env.s.description.get(tx, draft.id) : null,
  };
}
