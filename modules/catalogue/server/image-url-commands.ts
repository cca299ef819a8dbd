// The image-url tool's writes: add addresses to an SPU (or one of its SKUs), reorder, delete, delete the
// finished ones, clear an SPU's list; and the bookkeeping of a fetch (the entry 已完成 with its picture,
// or 抓取失败 with the reason). Entries follow their SPU's data rules, as pictures do.
import { notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type EntityService, rowScope } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { decideAddImageUrls } from '../domain/add-image-urls.command.ts';
import { decidePictureOwner } from '../domain/add-pictures.command.ts';
import { decideSortImageUrls } from '../domain/sort-image-urls.command.ts';
import { type ImageUrlState, MAX_IMAGE_URL_LENGTH, spu } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { imageUrls } from './image-url.schema.ts';
import { orRefuse } from './refusal.ts';

type Actor = { id: string; name: string };

const uuid = z.uuid('记录编号不正确');
export const MAX_URLS_PER_CREATE = 200;

export const imageUrlBodies = {
  create: z.object({
    spu_id: uuid,
    sku_id: uuid.nullish(),
    urls: z
      .array(z.string().trim().min(1, '图片链接不能为空').max(MAX_IMAGE_URL_LENGTH, `图片链接不超过${MAX_IMAGE_URL_LENGTH}个字符`))
      .min(1, '请填写图片链接')
      .max(MAX_URLS_PER_CREATE, `一次最多${MAX_URLS_PER_CREATE}个链接`),
  }),
  ids: z.object({
    ids: z
      .array(uuid)
      .min(1, '请选择图片链接')
      .max(500, '一次最多500条')
      .transform((list) => [...new Set(list)]),
  }),
  spu: z.object({ spu_id: uuid }),
};

/** The caller's data rule on SPUs: entries follow their SPU (none when unrestricted). */
export const spuRuleOf = (r: FastifyRequest): SQL | undefined => rowScope(spu, spus, requestUser(r).access);

/** Entries of the SPUs a data rule on the SPU table lets the caller see. */
export const entriesOfVisibleSpus = (spuRule: SQL | undefined): SQL | undefined =>
  spuRule ? sql`${imageUrls.spu_id} in (select ${spus.id} from ${spus} where ${spuRule})` : undefined;

async function visibleSpu(tx: Tx, spuId: string, spuRule: SQL | undefined): Promise<void> {
  const [spu] = await tx
    .select({ id: spus.id })
    .from(spus)
    .where(and(eq(spus.id, spuId), spuRule));
  if (!spu) throw notFound('SPU');
}

export function imageUrlCommands(service: EntityService) {
  /** The entries of these ids (all visible, or 10404), locked. */
  async function entriesOf(tx: Tx, ids: string[], spuRule: SQL | undefined) {
    const rows = await tx
      .select()
      .from(imageUrls)
      .where(and(inArray(imageUrls.id, ids), entriesOfVisibleSpus(spuRule)))
      .orderBy(asc(imageUrls.id))
      .for('update');
    if (rows.length !== ids.length) throw notFound('图片链接');
    return rows;
  }
  /** The SPU's entries (optionally only those of one state), locked; 10404 for an SPU the caller cannot see. */
  async function entriesOfSpu(tx: Tx, spuId: string, spuRule: SQL | undefined, state?: ImageUrlState) {
    await visibleSpu(tx, spuId, spuRule);
    return tx
      .select({ id: imageUrls.id })
      .from(imageUrls)
      .where(and(eq(imageUrls.spu_id, spuId), state ? eq(imageUrls.state, state) : undefined))
      .orderBy(asc(imageUrls.id))
      .for('update');
  }

  return {
    /**
     * `{spu_id, sku_id?, urls}`: the addresses (repeats dropped) join the SPU's list after its entries, 待抓取
     * (../domain/add-image-urls.command.ts decides; here the SPU and the SKU are read and the entries created).
     */
    async create(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const input = parse(imageUrlBodies.create, body);
      const { urls } = orRefuse(decideAddImageUrls(input));
      await visibleSpu(tx, input.spu_id, spuRule);
      let sku: { spu_id: string } | null = null;
      if (input.sku_id) {
        const [row] = await tx.select({ spu_id: skus.spu_id }).from(skus).where(eq(skus.id, input.sku_id));
        if (!row) throw notFound('SKU');
        sku = { spu_id: row.spu_id };
      }
      const { sku_id } = orRefuse(decidePictureOwner({ sku }, input));
      const [last] = await tx
        .select({ sort: max(imageUrls.sort) })
        .from(imageUrls)
        .where(eq(imageUrls.spu_id, input.spu_id));
      const start = Number(last?.sort ?? 0);
      return service.createMany(
        tx,
        urls.map((url, i) => ({ input: { spu_id: input.spu_id, sku_id, url }, extra: { sort: start + i + 1, state: 'pending' } })),
        actor,
      );
    },
    /**
     * `{ids}` in their new order (entries of one SPU): they swap places among themselves
     * (../domain/sort-image-urls.command.ts decides; here the entries are locked, read and moved).
     */
    async sort(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const input = parse(imageUrlBodies.ids, body);
      const rows = await entriesOf(tx, input.ids, spuRule);
      const entries = rows.map((r) => ({ id: r.id, spu_id: r.spu_id, sort: r.sort ?? null }));
      const { moves, sorted } = orRefuse(decideSortImageUrls({ entries }, input));
      for (const move of moves) await service.update(tx, move.id, {}, actor, { extra: { sort: move.sort } });
      return { sorted };
    },
    /** `{ids}`: deleted all or nothing. */
    async remove(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const { ids } = parse(imageUrlBodies.ids, body);
      await entriesOf(tx, ids, spuRule);
      return { deleted: await service.remove(tx, ids, actor) };
    },
    /** `{spu_id}`: the SPU's 已完成 entries deleted (their pictures stay in the library). */
    async removeFinished(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const { spu_id } = parse(imageUrlBodies.spu, body);
      const rows = await entriesOfSpu(tx, spu_id, spuRule, 'done');
      return {
        deleted: await service.remove(
          tx,
          rows.map((r) => r.id),
          actor,
        ),
      };
    },
    /** `clear/{id}`: every entry of the SPU deleted. */
    async clear(tx: Tx, spuId: string, actor: Actor, spuRule?: SQL) {
      const rows = await entriesOfSpu(tx, spuId, spuRule);
      return {
        deleted: await service.remove(
          tx,
          rows.map((r) => r.id),
          actor,
        ),
      };
    },
    /** A fetch's outcome on its entry (a failure, or 已完成 with the picture made from it). */
    settle(tx: Tx, id: string, outcome: { state: ImageUrlState; picture_id?: string | null; message?: string | null }, actor: Actor) {
      return service.update(tx, id, {}, actor, { extra: { picture_id: null, message: null, ...outcome } });
    },
  };
}
