// The picture library's writes: add uploaded files to an SPU/SKU, set tags, move, delete, and the main
// picture rule (each owner — the SPU itself or one SKU — has at most one main picture, set in one
// transaction under a lock on the owner's pictures). The decisions are ../domain's picture commands; here the
// rows are read and locked, and the pictures written.
import { notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { currentFileDirectory, type EntityService } from '@entrepot/server-kit/entity';
import { and, asc, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { decideAddPictures, decidePictureOwner } from '../domain/add-pictures.command.ts';
import { decideMovePictures } from '../domain/move-pictures.command.ts';
import { decideBatchMainPicture, decideMainPicture, type PictureOwner as Owner, ownersLosingMain } from '../domain/set-main-picture.command.ts';
import { MAX_PICTURE_TAGS, MAX_TAG_LENGTH } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { pictures } from './picture.schema.ts';
import { orRefuse } from './refusal.ts';

type Actor = { id: string; name: string };

const uuid = z.uuid('记录编号不正确');
const ids = z
  .array(uuid)
  .min(1, '请选择图片')
  .max(500, '一次最多500张图片')
  .transform((list) => [...new Set(list)]);
const tags = z
  .array(z.string().trim().min(1, '标签不能为空').max(MAX_TAG_LENGTH, `标签不超过${MAX_TAG_LENGTH}个字`))
  .max(MAX_PICTURE_TAGS, `每张图片最多${MAX_PICTURE_TAGS}个标签`)
  .transform((list) => [...new Set(list)]);
const ownerFields = { spu_id: uuid, sku_id: uuid.nullish() };

export const pictureBodies = {
  add: z.object({ ...ownerFields, files: z.array(uuid).min(1, '请上传图片').max(50, '一次最多上传50张图片'), tags: tags.optional() }),
  tags: z.object({ ids, tags }),
  ids: z.object({ ids }),
  move: z.object({ ids, ...ownerFields }),
  one: z.object({ id: uuid }),
  dropTags: z.object({ tags: z.array(z.string().trim().min(1, '请选择标签')).min(1, '请选择标签').max(100), spu_id: uuid.optional() }),
};

export const actorOf = (r: FastifyRequest): Actor => ({ id: requestUser(r).id, name: requestUser(r).name });

/** Pictures of the SPUs a data rule lets the caller see (`spuRule` is a condition on the SPU table). */
export const picturesOfVisibleSpus = (spuRule: SQL | undefined): SQL | undefined =>
  spuRule ? sql`${pictures.spu_id} in (select ${spus.id} from ${spus} where ${spuRule})` : undefined;

const ownerWhere = (o: Owner): SQL => and(eq(pictures.spu_id, o.spu_id), o.sku_id ? eq(pictures.sku_id, o.sku_id) : isNull(pictures.sku_id))!;

/** The SPU exists, and the SKU (when given) is one of its SKUs (../domain/add-pictures.command.ts decides). */
async function checkOwner(tx: Tx, spuId: string, skuId: string | null | undefined, spuRule?: SQL): Promise<Owner> {
  const [spu] = await tx
    .select({ id: spus.id })
    .from(spus)
    .where(spuRule ? and(eq(spus.id, spuId), spuRule) : eq(spus.id, spuId));
  if (!spu) throw notFound('SPU');
  let sku: { spu_id: string } | null = null;
  if (skuId) {
    [sku = null] = await tx.select({ spu_id: skus.spu_id }).from(skus).where(eq(skus.id, skuId));
    if (!sku) throw notFound('SKU');
  }
  return orRefuse(decidePictureOwner({ sku }, { spu_id: spuId, sku_id: skuId }));
}

/** The pictures of these ids (all or 10404), locked unless the caller locks their owners' pictures itself. */
async function picturesOf(tx: Tx, list: string[], spuRule: SQL | undefined, lock = true) {
  const visible = picturesOfVisibleSpus(spuRule);
  const where = visible ? and(inArray(pictures.id, list), visible) : inArray(pictures.id, list);
  const query = tx.select().from(pictures).where(where).orderBy(asc(pictures.id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length !== new Set(list).size) throw notFound('图片');
  return rows as (Owner & { id: string; file: string; is_main: boolean })[];
}

/** A SKU shows its main picture as `main_image`: kept in step with the library. */
export async function syncSkuMainImage(tx: Tx, o: Owner): Promise<void> {
  if (!o.sku_id) return;
  const [main] = await tx
    .select({ file: pictures.file })
    .from(pictures)
    .where(and(ownerWhere(o), eq(pictures.is_main, true)));
  await tx
    .update(skus)
    .set({ main_image: main?.file ?? null })
    .where(eq(skus.id, o.sku_id));
}

export function pictureCommands(service: EntityService) {
  const setMain = (tx: Tx, id: string, isMain: boolean, actor: Actor) => service.update(tx, id, {}, actor, { extra: { is_main: isMain } });

  /**
   * The picture becomes its owner's only main picture (the owner's pictures locked, in id order;
   * ../domain/set-main-picture.command.ts decides).
   */
  async function makeMain(tx: Tx, picture: Owner & { id: string }, actor: Actor): Promise<void> {
    const mates = await tx
      .select({ id: pictures.id, is_main: pictures.is_main })
      .from(pictures)
      .where(ownerWhere(picture))
      .orderBy(asc(pictures.id))
      .for('update');
    const { demote, promote } = orRefuse(decideMainPicture({ mates }, picture));
    for (const id of demote) await setMain(tx, id, false, actor);
    if (promote) await setMain(tx, promote, true, actor);
    await syncSkuMainImage(tx, picture);
  }

  return {
    /** `{spu_id, sku_id?, files, tags?}`: uploaded files join the owner's pictures; the first becomes main when it has none. */
    async add(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const input = parse(pictureBodies.add, body);
      const owner = await checkOwner(tx, input.spu_id, input.sku_id, spuRule);
      const [last] = await tx
        .select({ sort: max(pictures.sort) })
        .from(pictures)
        .where(ownerWhere(owner));
      const directory = currentFileDirectory();
      const described = directory ? await directory.describe(tx, input.files) : new Map();
      const created: Record<string, unknown>[] = [];
      for (const picture of decideAddPictures({ lastSort: last?.sort ?? null, files: described }, input))
        created.push(await service.create(tx, { ...owner, ...picture }, actor));
      const [main] = await tx
        .select({ id: pictures.id })
        .from(pictures)
        .where(and(ownerWhere(owner), eq(pictures.is_main, true)));
      if (!main && created[0]) {
        await makeMain(tx, { ...owner, id: String(created[0].id) }, actor);
        created[0].is_main = true;
      }
      return created;
    },
    /** `{ids, tags}`: the pictures' tags are replaced by these. */
    async setTags(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const input = parse(pictureBodies.tags, body);
      await picturesOf(tx, input.ids, spuRule);
      for (const id of input.ids) await service.update(tx, id, { tags: input.tags }, actor);
      return { updated: input.ids.length };
    },
    /** `tag/delete {tags, spu_id?}`: the tags leave every picture carrying them (of the SPU when given). */
    async dropTags(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const input = parse(pictureBodies.dropTags, body);
      const wanted = sql.join(
        input.tags.map((t) => sql`${t}`),
        sql`, `,
      );
      const carrying = sql`${pictures.tags} ?| array[${wanted}]::text[]`;
      const rows = await tx
        .select({ id: pictures.id, tags: pictures.tags })
        .from(pictures)
        .where(and(carrying, input.spu_id ? eq(pictures.spu_id, input.spu_id) : undefined, picturesOfVisibleSpus(spuRule)))
        .orderBy(asc(pictures.id))
        .for('update');
      for (const row of rows) await service.update(tx, row.id, { tags: (row.tags as string[]).filter((t) => !input.tags.includes(t)) }, actor);
      return { updated: rows.length };
    },
    /** `{ids}`: deleted all or nothing; an owner losing its main picture has none until one is chosen. */
    async remove(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const input = parse(pictureBodies.ids, body);
      const rows = await picturesOf(tx, input.ids, spuRule);
      const deleted = await service.remove(tx, input.ids, actor);
      for (const o of ownersLosingMain(rows)) await syncSkuMainImage(tx, o);
      return { deleted };
    },
    /** `{ids, spu_id, sku_id?}`: the pictures go to another SPU/SKU, after its pictures, never as its main. */
    async move(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const input = parse(pictureBodies.move, body);
      const owner = await checkOwner(tx, input.spu_id, input.sku_id, spuRule);
      const rows = await picturesOf(tx, input.ids, spuRule);
      const [last] = await tx
        .select({ sort: max(pictures.sort) })
        .from(pictures)
        .where(ownerWhere(owner));
      const { moves, resync, moved } = decideMovePictures({ pictures: rows, lastSort: last?.sort ?? null }, owner);
      for (const { id, sort } of moves)
        await service.update(tx, id, { spu_id: owner.spu_id, sku_id: owner.sku_id, sort }, actor, { extra: { is_main: false } });
      for (const o of resync) await syncSkuMainImage(tx, o);
      return { moved };
    },
    /** `{id}`: the picture becomes the main picture of its SPU/SKU (the previous main is no longer). */
    async mainPicture(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const { id } = parse(pictureBodies.one, body);
      const [row] = await picturesOf(tx, [id], spuRule, false); // makeMain locks the owner's pictures in id order
      await makeMain(tx, row!, actor);
      return { id };
    },
    /** `{ids}`: each picture becomes its owner's main picture; two of one owner are refused (exactly one main). */
    async batchMainPicture(tx: Tx, body: unknown, actor: Actor, spuRule?: SQL) {
      const input = parse(pictureBodies.ids, body);
      const rows = await picturesOf(tx, input.ids, spuRule, false);
      // Owners in one order, so two batches never wait on each other's locks.
      for (const row of orRefuse(decideBatchMainPicture(rows)).pictures) await makeMain(tx, row, actor);
      return { updated: rows.length };
    },
  };
}
