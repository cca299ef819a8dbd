// `/api-product` routes of the image-url tool (api-catalogue.tsv, 001 §7 Images): imagenewurl/create,
// list/{id}, sort, delete, delfinish, clear/{id}, export/{id} ({id} = the SPU), and our `imagenewurl/fetch`
// (the addresses' pictures into the picture library) — README: Pictures.
import type { PermissionDecl } from '@entrepot/hub-server/module';
import { pageAnswer, pageQuery, parse, withoutEmpty } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { commandRoute, Entities, EntityService, readRoute } from '@entrepot/server-kit/entity';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { imageUrl, picture, sku, spu } from '../entities/index.ts';
import { skus, spus } from './catalogue.schema.ts';
import { imageUrls } from './image-url.schema.ts';
import { entriesOfVisibleSpus, imageUrlCommands, spuRuleOf } from './image-url-commands.ts';
import { imageUrlExport } from './image-url-export.ts';
import { imageUrlFetch } from './image-url-fetch-route.ts';
import { pictures } from './picture.schema.ts';
import { actorOf } from './picture-commands.ts';

export const imageUrlPermissions: PermissionDecl[] = [
  { code: imageUrl.permission('read'), name: `${imageUrl.label}-查看` },
  { code: imageUrl.permission('create'), name: `${imageUrl.label}-新增` },
  { code: imageUrl.permission('update'), name: `${imageUrl.label}-排序` },
  { code: imageUrl.permission('delete'), name: `${imageUrl.label}-删除` },
  { code: imageUrl.permission('export'), name: `${imageUrl.label}-导出` },
];

const spuParam = z.object({ id: z.uuid('记录编号不正确') });
const listBody = pageQuery.extend({ sku_id: z.uuid('记录编号不正确').optional(), state: z.string().optional() });

export function imageUrlServices() {
  const registry = new Entities();
  registry.add(spu, spus);
  registry.add(sku, skus);
  registry.add(picture, pictures);
  registry.add(imageUrl, imageUrls);
  return new EntityService(imageUrl, imageUrls, registry);
}

export function imageUrlRoutes(database: Database) {
  const service = imageUrlServices();
  const cmd = imageUrlCommands(service);
  const can = (action: string) => imageUrl.permission(action);
  type Command = (tx: Tx, body: unknown, actor: ReturnType<typeof actorOf>, spuRule?: SQL) => Promise<unknown>;
  const command = (run: Command, action: string) => commandRoute(database, (r, tx) => run(tx, r.body ?? {}, actorOf(r), spuRuleOf(r)), can(action));
  const spuOf = (r: FastifyRequest) => parse(spuParam, r.params).id;

  /** `list/{id}` `{sku_id?, state?, page, per_page}`: the SPU's entries in their order. */
  async function list(r: FastifyRequest) {
    const query = withoutEmpty(r.body);
    const q = parse(listBody, query);
    const scope = and(eq(imageUrls.spu_id, spuOf(r)), entriesOfVisibleSpus(spuRuleOf(r)));
    const page = await service.list(database.db, { page: q.page, perPage: q.per_page, query, scope });
    return pageAnswer(page.rows, page.total, q, page.estimated);
  }

  const v1 = '/api/v1/product/imagenewurl';
  return (app: FastifyInstance) => {
    app.post(`${v1}/create`, command(cmd.create, 'create'));
    app.post(`${v1}/list/:id`, readRoute(list, can('read')));
    app.post(`${v1}/sort`, command(cmd.sort, 'update'));
    app.post(`${v1}/delete`, command(cmd.remove, 'delete'));
    app.post(`${v1}/delfinish`, command(cmd.removeFinished, 'delete'));
    app.post(
      `${v1}/clear/:id`,
      commandRoute(database, (r, tx) => cmd.clear(tx, spuOf(r), actorOf(r), spuRuleOf(r)), can('delete')),
    );
    app.post(`${v1}/export/:id`, imageUrlExport(database, service, can('export'), spuOf));
    app.post(`${v1}/fetch`, imageUrlFetch(database, cmd, picture.permission('upload')));
  };
}
