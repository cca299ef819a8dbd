// `/api-product` routes of the picture library, one line per path (api-catalogue.tsv, 001 §7 Images):
// image (list), imagetag, tag/tags (the same: tags in use), tag/delete (a tag off every picture),
// image/tags|delete|move|mainpic|batchmainpic|download, and beside them our
// `image/add` (files uploaded to /upload-service join an SPU/SKU) and `image/rotate` — README: Pictures.
import type { PermissionDecl } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { commandRoute, Entities, EntityService, entityRoutes, readRoute, rowScope } from '@entrepot/server-kit/entity';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { picture, sku, spu } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { pictures } from './picture.schema.ts';
import { actorOf, pictureCommands, picturesOfVisibleSpus } from './picture-commands.ts';
import { pictureDownload } from './picture-download.ts';
import { pictureRotate } from './picture-rotate.ts';

/** The library's own codes beside read/update/delete: adding pictures and downloading them. */
export const picturePermissions: PermissionDecl[] = [
  { code: picture.permission('read'), name: `${picture.label}-查看` },
  { code: picture.permission('upload'), name: `${picture.label}-上传` },
  { code: picture.permission('update'), name: `${picture.label}-编辑` },
  { code: picture.permission('delete'), name: `${picture.label}-删除` },
  { code: picture.permission('download'), name: `${picture.label}-下载` },
];

const listQuery = z.looseObject({
  tag: z.string().trim().max(20).optional(),
  /** `spu`: the SPU's own pictures only (no SKU's). */
  owner: z.enum(['spu', 'all']).optional(),
});

/** The caller's data rule on SPUs: pictures follow their SPU (none when unrestricted). */
const spuRule = (r: FastifyRequest): SQL | undefined => rowScope(spu, spus, requestUser(r).access);

/** `?tag=` (pictures carrying the tag) and `?owner=spu` narrow the engine's list. */
function listNarrow(r: FastifyRequest): SQL {
  const q = parse(listQuery, r.query ?? {});
  const parts: SQL[] = [];
  if (q.tag) parts.push(sql`${pictures.tags} @> ${JSON.stringify([q.tag])}::jsonb`);
  if (q.owner === 'spu') parts.push(isNull(pictures.sku_id));
  return parts.length ? and(...parts)! : sql`true`;
}

/** `imagetag?spu_id=`: the tags the SPU's pictures carry (all pictures' tags without it), sorted. */
async function tagsInUse(database: Database, r: FastifyRequest): Promise<string[]> {
  const { spu_id } = parse(z.looseObject({ spu_id: z.uuid('记录编号不正确').optional() }), r.query ?? {});
  const rows = await database.db
    .selectDistinct({ tag: sql<string>`jsonb_array_elements_text(${pictures.tags})` })
    .from(pictures)
    .where(and(spu_id ? eq(pictures.spu_id, spu_id) : undefined, picturesOfVisibleSpus(spuRule(r))));
  return rows.map((x) => x.tag).sort((a, b) => a.localeCompare(b, 'zh-CN'));
}

export function pictureServices() {
  const registry = new Entities();
  registry.add(spu, spus);
  registry.add(sku, skus);
  registry.add(picture, pictures);
  return new EntityService(picture, pictures, registry);
}

export function pictureRoutes(database: Database) {
  const service = pictureServices();
  // Reads by id and the list see the pictures of the SPUs the caller's data rules show.
  const picture$ = entityRoutes(service, database, { scope: (r) => picturesOfVisibleSpus(spuRule(r)) });
  const cmd = pictureCommands(service);
  const can = (action: string) => picture.permission(action);
  type Command = (tx: Tx, body: unknown, actor: ReturnType<typeof actorOf>, spuRule?: SQL) => Promise<unknown>;
  const command = (run: Command, action: string) => commandRoute(database, (r, tx) => run(tx, r.body ?? {}, actorOf(r), spuRule(r)), can(action));
  const v1 = '/api/v1/product';

  return (app: FastifyInstance) => {
    app.get(`${v1}/image`, picture$.scopedList(listNarrow));
    app.get(`${v1}/image/:id`, picture$.detail);
    app.get(`${v1}/image/:id/logs`, picture$.auditTrail);
    app.get(
      `${v1}/imagetag`,
      readRoute((r) => tagsInUse(database, r), can('read')),
    );
    app.get(
      `${v1}/tag/tags`,
      readRoute((r) => tagsInUse(database, r), can('read')),
    );
    app.post(`${v1}/tag/delete`, command(cmd.dropTags, 'update'));
    app.post(`${v1}/image/add`, command(cmd.add, 'upload'));
    app.post(`${v1}/image/tags`, command(cmd.setTags, 'update'));
    app.post(`${v1}/image/delete`, command(cmd.remove, 'delete'));
    app.post(`${v1}/image/move`, command(cmd.move, 'update'));
    app.post(`${v1}/image/mainpic`, command(cmd.mainPicture, 'update'));
    app.post(`${v1}/image/batchmainpic`, command(cmd.batchMainPicture, 'update'));
    app.post(`${v1}/image/download`, pictureDownload(database, can('download'), spuRule));
    app.post(`${v1}/image/rotate`, pictureRotate(database, service, can('update'), spuRule));
  };
}
