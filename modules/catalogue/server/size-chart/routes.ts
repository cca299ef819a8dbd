// `/api-product` routes of the size charts (001 §7 "Size chart (hopcode)"), one line per path: the templates'
// CRUD on hopcode and hopcode/{id} (+ ours: detail, log), the size regions (`hopcode/country`: the catalogue
// row's "GET country", whose plain path serves logistics' country dropdown), an SPU's chart (`spusize/{id}`
// GET/PUT, + ours: its log) and a template applied to many SPUs (`spusizelist/{id}`). README: Size charts.
import { ok } from '@entrepot/contract';
import { permissionCodesOf } from '@entrepot/entity';
import type { MenuDecl, ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { invalid, parse, requestUser } from '@entrepot/server-kit';
import { commandRoute, entityRoutes, type Route, readRoute, rowScope } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SIZE_REGIONS, sizeChartTemplate, spu } from '../../entities/index.ts';
import { spus } from '../catalogue.schema.ts';
import { applySizeTemplate } from './size-chart-apply.ts';
import { spuSizeChartOf } from './size-chart-read.ts';
import { saveSpuSizeChart, spuSizeChartLog } from './size-chart-save.ts';
import { sizeChartServices } from './size-chart-services.ts';

export const SIZE_CHART_SCREEN = '/commodity/base-setting/size-chart';

const READ = sizeChartTemplate.permission('read');

/** 基础设置 → 尺码模板. */
export const sizeChartMenu: MenuDecl = { name: '尺码模板', url: SIZE_CHART_SCREEN, area: 'catalogue', permission: READ };

/** The template's CRUD codes (no import or export of templates). */
export const sizeChartPermissions: PermissionDecl[] = permissionCodesOf(sizeChartTemplate).filter((p) =>
  ['read', 'create', 'update', 'delete'].some((a) => p.code === sizeChartTemplate.permission(a)),
);

const idParam = z.object({ id: z.uuid('记录编号不正确') });
const idOf = (r: FastifyRequest) => parse(idParam, r.params).id;
const actorOf = (r: FastifyRequest) => ({ id: requestUser(r).id, name: requestUser(r).name });
const spuScope = (r: FastifyRequest) => rowScope(spu, spus, requestUser(r).access);

/** A template names each size once (`sizes: 第3行: 尺码 M 重复`): the child rows' rule the engine cannot declare. */
function withDistinctSizes(route: Route): Route {
  return {
    ...route,
    handler: function (this: FastifyInstance, request, reply) {
      const rows = (request.body as { sizes?: unknown } | undefined)?.sizes;
      const seen = new Set<string>();
      for (const [i, row] of (Array.isArray(rows) ? rows : []).entries()) {
        const size = (row as { size?: unknown } | null)?.size;
        if (typeof size !== 'string' || !size.trim()) continue; // the engine's own check names it
        const key = size.trim().toLowerCase();
        if (seen.has(key)) throw invalid('sizes', `第${i + 1}行: 尺码 ${size.trim()} 重复`);
        seen.add(key);
      }
      return route.handler.call(this, request, reply);
    },
  };
}

export function sizeChartRoutes(ctx: Pick<ModuleContext, 'database' | 'outbox'>) {
  const { database, outbox } = ctx;
  const db = database.db;
  const s = sizeChartServices();
  const template$ = entityRoutes(s.template, database, { changes: outbox });
  const regions: Route = { config: { permission: [READ, spu.permission('read')] }, handler: async () => ok(SIZE_REGIONS) };

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(v('hopcode'), template$.list);
    app.post(v('hopcode'), withDistinctSizes(template$.create));
    app.get(v('hopcode/country'), regions);
    app.get(v('hopcode/:id'), template$.detail);
    app.put(v('hopcode/:id'), withDistinctSizes(template$.update));
    app.delete(v('hopcode/:id'), template$.remove);
    app.get(v('hopcode/:id/logs'), template$.auditTrail);

    app.get(
      v('spusize/:id'),
      readRoute((r) => spuSizeChartOf(db, s, idOf(r), spuScope(r)), spu.permission('read')),
    );
    app.put(
      v('spusize/:id'),
      commandRoute(database, (r, tx) => saveSpuSizeChart(tx, s, idOf(r), r.body, actorOf(r), spuScope(r)), spu.permission('update')),
    );
    app.get(
      v('spusize/:id/logs'),
      readRoute((r) => spuSizeChartLog(db, s, idOf(r), spuScope(r)), spu.permission('read')),
    );
    app.put(
      v('spusizelist/:id'),
      commandRoute(database, (r, tx) => applySizeTemplate(tx, s, idOf(r), r.body, actorOf(r), spuScope(r)), spu.permission('update')),
    );
  };
}
