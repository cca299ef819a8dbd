// `/api-wms/api/v1/wms/…` of returns (README "Returns: routes"): the read-only resources, then one line per
// command — find a parcel's return, register its units, shelve them, cancel — each in its transaction, under its
// permission code and the warehouse data rule; answered with the return as it now stands.
import { ok } from '@entrepot/contract';
import { type ModuleContext, mountResources } from '@entrepot/hub-server/module';
import { parse, requestUser } from '@entrepot/server-kit';
import type { Tx } from '@entrepot/server-kit/db';
import { type EntityRegistry, type Route, readRoute } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BASE, RETURN_CODES as CODE, returnResources as R } from '../../entities/index.ts';
import type { WmsServices } from '../services.ts';
import { mayUseWarehouse, OUT_OF_SCOPE } from '../warehouse-scope.ts';
import { cancelReturn, findReturn, type ReturnDeps, registerReturn, shelveReturn } from './return-commands.ts';

const id = z.uuid('记录编号不正确');
const scanned = z.string('请扫描或输入条码').trim().min(1, '请扫描或输入条码').max(60, '条码最长60个字符');
const units = (label: string) => z.number(`${label}须为整数`).int(`${label}须为整数`).min(0, `${label}不能小于0`).max(100000, `${label}最大100000`);
const registerBody = z.object({
  id: id.optional(),
  warehouse_id: id.optional(),
  package_code: z.string().trim().max(40, '包裹号最长40个字符').nullish(),
  order_code: z.string().trim().max(40, '订单号最长40个字符').nullish(),
  remark: z.string().max(500, '备注最长500个字符').nullish(),
  lines: z
    .array(
      z.object({
        id: id.optional(),
        sku_code: z.string().trim().max(60, 'SKU最长60个字符').optional(),
        good_quantity: units('良品数量'),
        defect_quantity: units('次品数量'),
        defect_reason: z.string().max(200, '次品原因最长200个字符').nullish(),
      }),
    )
    .min(1, '请登记退回的商品')
    .max(200, '一次最多登记200个SKU'),
});
const shelfBody = z.object({
  id,
  location: scanned,
  sku_code: scanned,
  quantity: z.number('数量须为整数').int('数量须为整数').min(1, '上架数量须为正整数').max(1000000),
});
const findBody = z.object({ code: scanned });
const idBody = z.object({ id });

export function returnRoutes(app: FastifyInstance, ctx: ModuleContext, s: WmsServices, registry: EntityRegistry): void {
  const { database } = ctx;
  const $ = mountResources(app, ctx, registry, {
    goodsReturn: { resource: R.goodsReturn, service: s.goodsReturn, rules: { outOfScope: OUT_OF_SCOPE } },
    returnGoodsSku: { resource: R.returnGoodsSku, service: s.returnGoodsSku, rules: { outOfScope: OUT_OF_SCOPE } },
    returnShelf: { resource: R.returnShelf, service: s.returnShelf, rules: { outOfScope: OUT_OF_SCOPE } },
  });
  const scope = (request: FastifyRequest) => $.goodsReturn.access(request).scope;
  const deps = (request: FastifyRequest): ReturnDeps => ({
    services: s,
    events: ctx.outbox as unknown as ReturnDeps['events'],
    mayUse: (warehouseId) => mayUseWarehouse(requestUser(request).access, warehouseId),
    scope: scope(request),
  });
  const actor = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
  /** A command in its transaction, answered with what it did and the return as it stands after the commit. */
  const command = (
    permission: string,
    run: (request: FastifyRequest, tx: Tx) => Promise<{ id: string } | object>,
    idOf: (request: FastifyRequest, result: unknown) => string,
  ): Route => ({
    config: { permission },
    handler: async (request) => {
      const result = await database.tx((tx) => run(request, tx));
      return ok({ result, return: await s.goodsReturn.get(database.db, idOf(request, result), scope(request)) });
    },
  });
  const bodyId = (request: FastifyRequest) => parse(idBody, request.body).id;
  const at = (path: string, route: Route) => app.route({ method: 'POST', url: `${BASE}/${path}`, ...route });

  /** 扫描包裹: a package, order, refund or return number → that open return (lines included). */
  at(
    'getPacketOrder',
    readRoute(
      async (r) => s.goodsReturn.get(database.db, await findReturn(database.db, scope(r), parse(findBody, r.body).code), scope(r)),
      R.goodsReturn.entity.permission('read'),
    ),
  );
  at(
    'setReturnGoodsSku',
    command(
      CODE.register,
      (r, tx) => registerReturn(tx, deps(r), actor(r), parse(registerBody, r.body)),
      (_, result) => (result as { id: string }).id,
    ),
  );
  at(
    'returnShelf',
    command(CODE.shelve, (r, tx) => shelveReturn(tx, deps(r), actor(r), parse(shelfBody, r.body)), bodyId),
  );
  at(
    'cancelReturnGoods',
    command(CODE.cancel, (r, tx) => cancelReturn(tx, deps(r), actor(r), bodyId(r)).then(() => ({})), bodyId),
  );
}
