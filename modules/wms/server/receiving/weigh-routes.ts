// 称重 (`/warehouse/receiving-inspection/weigh`): a SKU scanned at the scale, its package size on record beside what
// was measured; after the person confirms, the measured size becomes the SKU's package size in the catalogue.

import type { ModuleContext } from '@entrepot/hub-server/module';
import { recordMeasuredSize, skuPackageOf } from '@entrepot/module-catalogue';
import { conflict, notFound, parse, requestUser } from '@entrepot/server-kit';
import { commandRoute, readRoute } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BASE, RECEIVING_CODES } from '../../entities/index.ts';

const scanned = z.object({ code: z.string('请扫描SKU条码').trim().min(1, '请扫描SKU条码').max(60) });
const cm = (label: string) =>
  z
    .string(`请填写${label}`)
    .regex(/^\d{1,6}(\.\d{1,2})?$/, `${label}须为不超过2位小数的正数`)
    .refine((v) => Number(v) > 0, `${label}须大于0`);
const measuredBody = z.object({
  sku_code: z.string('请扫描SKU条码').trim().min(1, '请扫描SKU条码'),
  length: cm('长(cm)'),
  width: cm('宽(cm)'),
  height: cm('高(cm)'),
  weight: z
    .string('请填写重量(kg)')
    .regex(/^\d{1,7}(\.\d{1,3})?$/, '重量(kg)须为不超过3位小数的正数')
    .refine((v) => Number(v) > 0, '重量(kg)须大于0'),
});

export function weighRoutes(app: FastifyInstance, ctx: ModuleContext): void {
  const db = ctx.database;
  /** `?code=`: the SKU and its package size on record (null when none is). */
  app.get(
    `${BASE}/weigh/sku`,
    readRoute(async (request) => {
      const { code } = parse(scanned, request.query);
      const found = await skuPackageOf(db.db, code);
      if (!found) throw notFound(`SKU ${code}`);
      return found;
    }, RECEIVING_CODES.weigh),
  );
  /** The measured size written to the catalogue as the SKU's package size (the person confirmed it). */
  app.post(
    `${BASE}/weigh`,
    commandRoute(
      db,
      async (request, tx) => {
        const measured = parse(measuredBody, request.body);
        const found = await skuPackageOf(tx, measured.sku_code);
        if (!found) throw conflict(`${measured.sku_code} 不是SKU条码`);
        const { sku_code: _, ...size } = measured;
        await recordMeasuredSize(tx, found.sku_id, size, { id: requestUser(request).id, name: requestUser(request).name });
        return { ...found, size };
      },
      RECEIVING_CODES.weigh,
    ),
  );
}
