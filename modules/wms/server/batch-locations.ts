// 批量新增库位: one request creates a run of codes (A-01-01 … A-01-20) in one area and shelf, all or none.
import { ok } from '@entrepot/contract';
import { conflict, forbidden, invalid, parse, requestUser } from '@entrepot/server-kit';
import type { Database } from '@entrepot/server-kit/db';
import type { EntityService, Route } from '@entrepot/server-kit/entity';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { codeKey, storageLocationExtra } from '../domain/master-data/derive.ts';
import { checkLocationCode, locationCodeRange } from '../entities/index.ts';
import { storageLocations } from './master-data.schema.ts';
import { mayUseWarehouse, OUT_OF_SCOPE } from './warehouse-scope.ts';

const code = (label: string) =>
  z
    .string(`请输入${label}`)
    .trim()
    .min(1, `请输入${label}`)
    .max(30, `${label}最多30个字符`)
    .refine((v) => checkLocationCode(v) === null, `${label}只能包含字母、数字和横线`);

const batchInput = z.strictObject({
  area_id: z.uuid('请选择库区'),
  reservoir_id: z.uuid('请选择正确的货架').nullish(),
  spec_id: z.uuid('请选择正确的库位规格').nullish(),
  code_from: code('起始库位编码'),
  code_to: code('结束库位编码'),
  remark: z.string().max(200, '备注最多200个字符').nullish(),
});

const SHOWN = 10;

/** `POST batchAddStorageLocation {area_id, reservoir_id?, spec_id?, code_from, code_to, remark?}` → {created, codes}. */
export function batchAddLocations(database: Database, service: EntityService): Route {
  return {
    config: { permission: service.decl.permission('create') },
    handler: async (r) => {
      const input = parse(batchInput, r.body);
      const range = locationCodeRange(input.code_from, input.code_to);
      if ('message' in range) throw invalid(range.field, range.message);
      const user = requestUser(r);
      const created = await database.tx(async (tx) => {
        const first = { area_id: input.area_id, reservoir_id: input.reservoir_id ?? null, spec_id: input.spec_id ?? null, code: range.codes[0]! };
        const { warehouse_id } = (await storageLocationExtra(tx, first, null)) as { warehouse_id: string };
        if (!mayUseWarehouse(user.access, warehouse_id)) throw forbidden(OUT_OF_SCOPE);
        const taken = await tx
          .select({ code: storageLocations.code })
          .from(storageLocations)
          .where(
            inArray(
              storageLocations.location_key,
              range.codes.map((c) => codeKey(warehouse_id, c)),
            ),
          );
        if (taken.length) {
          const codes = taken.map((t) => t.code).sort();
          throw conflict(`库位编码已存在：${codes.slice(0, SHOWN).join('、')}${codes.length > SHOWN ? ` 等${codes.length}个` : ''}`);
        }
        // The service's write rules derive each location's warehouse and key, as for a single one.
        const rows = range.codes.map((c) => ({ input: { ...first, code: c, remark: input.remark ?? null } }));
        return service.createMany(tx, rows, { id: user.id, name: user.name });
      });
      return ok({ created: created.length, codes: range.codes }, `已生成${created.length}个库位`);
    },
  };
}
