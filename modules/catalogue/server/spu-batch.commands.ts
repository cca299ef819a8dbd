// SPU commands on many SPUs at once: `spu/changecategory` (SPUs move to a category, their SKUs' copied
// category_id follows in the same transaction) and `spu/batchcopy` (several SPUs copied by the single copy
// command, each in its own transaction, the answer saying which were copied and why others were not).
import { ok } from '@entrepot/contract';
import { AppError, notFound, parse } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import type { Actor, Route } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CopyResult, copyCodePrefix, decideCopyReport } from '../domain/copy-spus.command.ts';
import { decideMoveSpusToCategory } from '../domain/move-spus-to-category.command.ts';
import { skus, spus } from './catalogue.schema.ts';
import { nextSpuCode } from './lookups.ts';
import { orRefuse } from './refusal.ts';
import type { CatalogueServices, Publisher } from './services.ts';

export const changeCategoryInput = z.object({
  ids: z.array(z.uuid('记录编号不正确')).min(1, '请选择SPU').max(500, '一次最多500条'),
  category_id: z.uuid('请选择分类'),
});

/**
 * `{ids, category_id}`: each SPU not there yet is moved (audited), its SKUs' category with it
 * (../domain/move-spus-to-category.command.ts decides; here the SPUs are locked, read and written).
 */
export async function changeCategory(tx: Tx, s: CatalogueServices, body: unknown, actor: Actor, scope?: SQL, publisher?: Publisher) {
  const input = parse(changeCategoryInput, body ?? {});
  const category = (await s.category.find(tx, input.category_id)) != null;
  const ids = [...new Set(input.ids)];
  const rows = await tx
    .select({ id: spus.id, category_id: spus.category_id })
    .from(spus)
    .where(and(inArray(spus.id, ids), scope))
    .orderBy(asc(spus.id))
    .for('update');
  const spusNamed = rows.map((r) => ({ id: r.id, category_id: (r.category_id as string | null) ?? null }));
  const { moving, unchanged } = orRefuse(decideMoveSpusToCategory({ category, spus: spusNamed }, input));
  // An SPU not there (or outside the caller's data rules) answers after the category, as it always has.
  if (rows.length !== ids.length) throw notFound('SPU');
  for (const id of moving) await s.spu.update(tx, id, { category_id: input.category_id }, actor, { scope });
  const moved = moving.length
    ? await tx.update(skus).set({ category_id: input.category_id }).where(inArray(skus.spu_id, moving)).returning({ id: skus.id })
    : [];
  if (moving.length) await publisher?.publish(tx, `${s.spu.decl.name}.changed`, { ids: moving, action: 'changecategory' });
  return { updated: moving.length, unchanged, sku_updated: moved.length };
}

export const batchCopyInput = z.object({
  items: z
    .array(
      z.object({
        /** The SPU to copy: its id or code. */
        from: z.string().trim().min(1, '请选择要复制的SPU').max(40),
        /** The new SPU's code; blank: the next free code of the source's prefix (TS021 after TS020). */
        to: z
          .string()
          .trim()
          .max(16)
          .optional()
          .transform((v) => v || undefined),
      }),
    )
    .min(1, '请选择要复制的SPU')
    .max(50, '一次最多复制50个SPU'),
});

export type { CopyOutcome } from '../domain/copy-spus.command.ts';

/** The new code of a copy left blank: the next free one of the source code's letters. */
async function defaultCode(database: Database, from: string, scope: SQL | undefined): Promise<string> {
  const isId = z.uuid().safeParse(from).success;
  const [source] = await database.db
    .select({ code: spus.code })
    .from(spus)
    .where(and(isId ? eq(spus.id, from) : eq(spus.code, from), scope));
  if (!source) throw notFound('SPU');
  return (await nextSpuCode(database.db, copyCodePrefix(String(source.code)))).code;
}

/**
 * `{items: [{from, to?}]}` through `copy` (the route of `spu/copy/{from}/{to}`): the same checks, SKU matrix
 * and events as a single copy; one refused copy (a code taken…) leaves the others done. The answer is
 * ../domain/copy-spus.command.ts's report of what each copy came to.
 */
export function batchCopy(database: Database, copy: Route, permission: string, scopeOf: (r: FastifyRequest) => SQL | undefined): Route {
  return {
    config: { permission },
    handler: async function (request, reply) {
      const { items } = parse(batchCopyInput, request.body ?? {});
      const results: { from: string; to: string | null; result: CopyResult }[] = [];
      for (const item of items) {
        let to: string | null = item.to ?? null;
        try {
          to = to ?? (await defaultCode(database, item.from, scopeOf(request)));
          // The copy command reads its source and target from the path, as `spu/copy/{from}/{to}` gives them.
          const one = Object.create(request, { params: { value: { from: item.from, to } }, body: { value: {} } }) as FastifyRequest;
          const answer = (await copy.handler.call(this, one, reply)) as { data: { id: string } };
          results.push({ from: item.from, to, result: { id: answer.data.id } });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          const rule = (e.data as { rule?: string } | null)?.rule;
          results.push({ from: item.from, to, result: { refused: { rule, message: e.message } } });
        }
      }
      return ok(decideCopyReport(results));
    },
  };
}
