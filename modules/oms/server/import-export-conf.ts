// 导入导出配置 through the spec's `IOmsCommonService` (README "Import and export configurations"): each person's own
// saved column choices per list — read, saved (new without `id`, else that one at its version) and deleted; a
// column must be one of the list's fields; one default per person, kind and list. `IOmsService/getImportFileUrl`
// answers where an import's template is.
import { invalid, notFound, parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import { commandRoute, gatewayData, readRoute, requestActor } from '@entrepot/server-kit/entity';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BASE, listing, order, pkg, refund, SERVICE } from '../entities/index.ts';
import { importExportConfs } from './oms.schema.ts';
import type { OmsServices } from './services.ts';

const LISTS = { order, package: pkg, refund, listing } as const;
const kinds = z.enum(['import', 'export'], '类型只能是 import 或 export');
const businesses = z.enum(['order', 'package', 'refund', 'listing'], '请选择业务');
const filter = z.object({ type: kinds.optional(), business: businesses.optional() });
const edit = z.object({
  id: z.uuid('配置编号不正确').optional(),
  version: z.number().int().optional(),
  type: kinds,
  business: businesses,
  name: z.string('请填写配置名称').trim().min(1, '请填写配置名称').max(50, '配置名称最多50个字符'),
  columns: z.array(z.object({ field: z.string(), title: z.string().max(60, '列标题最多60个字符').optional() }), '请选择列').min(1, '请选择列'),
  isDefault: z.boolean().optional(),
});
/** The templates a person fetches before an import, by import type. */
const TEMPLATES: Record<string, string> = {
  order: `${SERVICE}${BASE}/orders/import-template`,
};

export function importExportConfGateway(app: FastifyInstance, database: Database, s: OmsServices, common: string, oms: string) {
  const mine = (r: FastifyRequest) => eq(importExportConfs.created_by, requestUser(r).id);
  const wire = (row: Record<string, unknown>) => ({ ...row, type: row.kind, isDefault: row.is_default });

  app.post(
    `${common}/getImportExportConf`,
    readRoute(async (r) => {
      const { type, business } = parse(filter, gatewayData(r));
      const rows = await database.db
        .select()
        .from(importExportConfs)
        .where(and(mine(r), type ? eq(importExportConfs.kind, type) : undefined, business ? eq(importExportConfs.business, business) : undefined))
        .orderBy(asc(importExportConfs.business), asc(importExportConfs.kind), asc(importExportConfs.name));
      return rows.map((row) => wire(row as Record<string, unknown>));
    }),
  );
  app.post(
    `${common}/editImportExportConf`,
    commandRoute(database, async (r, tx) => {
      const body = parse(edit, gatewayData(r));
      const fields = LISTS[body.business].fields;
      const unknown = body.columns.find((c) => !Object.hasOwn(fields, c.field));
      if (unknown) throw invalid('columns', `「${unknown.field}」不是${LISTS[body.business].label}的字段`);
      const input = { kind: body.type, business: body.business, name: body.name, columns: body.columns, is_default: body.isDefault ?? false };
      const actor = requestActor(r);
      let saved: Record<string, unknown>;
      if (body.id) {
        const [own] = await tx
          .select({ id: importExportConfs.id })
          .from(importExportConfs)
          .where(and(eq(importExportConfs.id, body.id), mine(r)));
        if (!own) throw notFound('导入导出配置');
        saved = await s.importExportConf.update(tx, body.id, { ...input, ...(body.version === undefined ? {} : { version: body.version }) }, actor);
      } else saved = await s.importExportConf.create(tx, input, actor);
      // One default per person, kind and list: the one saved as default takes the flag.
      if (input.is_default)
        await tx
          .update(importExportConfs)
          .set({ is_default: false })
          .where(
            and(mine(r), eq(importExportConfs.kind, input.kind), eq(importExportConfs.business, input.business), ne(importExportConfs.id, String(saved.id))),
          );
      return wire(saved);
    }),
  );
  app.post(
    `${common}/deleteImportExportConf`,
    commandRoute(database, async (r, tx) => {
      const { id } = parse(z.object({ id: z.uuid('配置编号不正确') }), gatewayData(r));
      const [own] = await tx
        .select({ id: importExportConfs.id })
        .from(importExportConfs)
        .where(and(eq(importExportConfs.id, id), mine(r)));
      if (!own) throw notFound('导入导出配置');
      await s.importExportConf.remove(tx, [id], requestActor(r));
      return { deleted: 1 };
    }),
  );
  app.post(
    `${oms}/getImportFileUrl`,
    readRoute(async (r) => {
      const { type } = parse(z.object({ type: z.string('请选择导入类型').default('order') }), gatewayData(r));
      const url = TEMPLATES[type];
      if (!url) throw invalid('type', '不支持的导入类型');
      return { type, url };
    }, order.permission('import')),
  );
}
