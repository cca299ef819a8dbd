// Demo 1688 mappings (SEED_DEMO only; called by the catalogue's seed after its SKUs): the demo SKUs on sale
// linked to 1688 offers — a T恤 with two suppliers (one 默认), a pack of cushions (换算比例 2) — and one
// mapping unlinked with its reason, so 1688映射 and 1688修改日志 have something to show. Written through the
// service and the off command, so the log is as in real use. Idempotent: nothing when a mapping exists.
import type { Database } from '@entrepot/server-kit/db';
import { inArray } from 'drizzle-orm';
import { skus } from '../catalogue.schema.ts';
import { demoActor } from '../services.ts';
import { alibabaMaps } from './alibaba-map.schema.ts';
import { offMappings } from './alibaba-map-off.ts';
import { alibabaMapServices } from './alibaba-map-services.ts';

const DEMO = [
  {
    sku: 'TS001-BLK-M',
    offer_id: '652318770341',
    spec_id: '4523187703411',
    offer_title: '纯棉圆领短袖T恤 黑色 M',
    supplier_name: '义乌织造服饰厂',
    price: '16.50',
    min_order_qty: 50,
    is_default: true,
  },
  {
    sku: 'TS001-BLK-M',
    offer_id: '701245983312',
    spec_id: '5012459833120',
    offer_title: '重磅纯棉T恤 黑 M码',
    supplier_name: '广州白马T恤批发',
    price: '17.20',
    min_order_qty: 20,
  },
  {
    sku: 'TS001-WHT-M',
    offer_id: '652318770341',
    spec_id: '4523187703415',
    offer_title: '纯棉圆领短袖T恤 白色 M',
    supplier_name: '义乌织造服饰厂',
    price: '16.50',
    min_order_qty: 50,
    is_default: true,
  },
  {
    sku: 'HD001-GRY-L',
    offer_id: '689004512276',
    offer_title: '加绒连帽卫衣 灰色',
    supplier_name: '杭州四季青卫衣工厂',
    price: '42.00',
    min_order_qty: 10,
    is_default: true,
  },
  {
    sku: 'CU001-GRY-45',
    offer_id: '612877340198',
    offer_title: '棉麻抱枕套 45x45 两只装',
    supplier_name: '南通家纺直供',
    price: '19.80',
    min_order_qty: 30,
    unit_ratio: 2,
    is_default: true,
  },
  { sku: 'HD001-GRY-L', offer_id: '598812300457', offer_title: '连帽卫衣 灰（已停产）', supplier_name: '东莞卫衣厂', price: '39.00', min_order_qty: 100 },
] as const;

export async function seedAlibabaMaps(database: Database): Promise<void> {
  const [existing] = await database.db.select({ id: alibabaMaps.id }).from(alibabaMaps).limit(1);
  if (existing) return;
  const actor = await demoActor(database.db);
  const found = await database.db
    .select({ id: skus.id, code: skus.code })
    .from(skus)
    .where(
      inArray(
        skus.code,
        DEMO.map((d) => d.sku),
      ),
    );
  const skuIds = new Map(found.map((r) => [r.code, r.id]));
  if (!actor || skuIds.size === 0) return;
  const s = alibabaMapServices();
  await database.tx(async (tx) => {
    const made: string[] = [];
    for (const { sku, ...fields } of DEMO) {
      const skuId = skuIds.get(sku);
      if (skuId) made.push((await s.alibabaMap.create(tx, { ...fields, sku_id: skuId }, actor)).id);
    }
    // The discontinued offer: unlinked, with why.
    if (made.length === DEMO.length) await offMappings(tx, s, { ids: [made.at(-1)], reason: '供应商停产，改从杭州工厂采购' }, actor, undefined);
  });
}
