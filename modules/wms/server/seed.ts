// Demo warehouses, areas, shelves, specifications and 53 storage locations, stock received and put away on
// 30 SKUs (the catalogue's style of code, TS001-BLK-M), an expected return, and the 仓库 role's codes. Only when SEED_DEMO is on:
// the caller decides. Idempotent: rows are found by their unique keys first, postings by their source lines.

import { role } from '@entrepot/hub-server/entities';
import { newId, nextDocumentCode } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { systemActor, tableOf } from '@entrepot/server-kit/entity';
import { Outbox } from '@entrepot/server-kit/events';
import { eq, inArray, sql } from 'drizzle-orm';
import type { MovementRequest } from '../domain/ledger/movements.ts';
import { post } from '../domain/ledger/post.ts';
import { codeKey } from '../domain/master-data/derive.ts';
import { manifest } from './manifest.ts';
import { areas, reservoirs, storageLocations, storageSpecs } from './master-data.schema.ts';
import { expectReturn } from './returns/return-commands.ts';
import { wmsServices } from './services.ts';
import { warehouses } from './warehouse.schema.ts';

const roleTable = tableOf(role);
const OPERATOR = '仓库-李强';

// name, type, country, address, contact, phone
const WAREHOUSES = [
  ['深圳龙华仓', 'domestic', 'CN', '广东省深圳市龙华区观澜街道物流园 3 栋', '李强', '13900000002'],
  ['东莞物流仓', 'domestic', 'CN', '广东省东莞市凤岗镇雁田工业区 8 号', '王磊', '13900000012'],
  ['美西海外仓', 'overseas', 'US', '5000 E Airport Dr, Ontario, CA 91761', 'Mike Chen', null],
  ['亚马逊FBA美国', 'fulfilment', 'US', null, null, null],
] as const;

// warehouse, code, name, type
const AREAS = [
  ['深圳龙华仓', 'A', '存储A区', 'storage'],
  ['深圳龙华仓', 'B', '存储B区', 'storage'],
  ['深圳龙华仓', 'QC', '待检区', 'quarantine'],
  ['深圳龙华仓', 'SH', '发货暂存区', 'staging'],
  ['深圳龙华仓', 'D', '次品区', 'defective'],
  ['东莞物流仓', 'A', '存储A区', 'storage'],
] as const;

// warehouse, area code, shelf code, name, levels
const SHELVES = [
  ['深圳龙华仓', 'A', 'A-01', 'A区1号货架', 4],
  ['深圳龙华仓', 'A', 'A-02', 'A区2号货架', 4],
  ['深圳龙华仓', 'B', 'B-01', 'B区1号货架', 5],
  ['东莞物流仓', 'A', 'A-01', 'A区1号货架', 5],
] as const;

// name, length, width, height (cm), max weight (kg); codes come from the counter (GG001…)
const SPECS = [
  ['小件位', '40.00', '30.00', '30.00', '15.00'],
  ['中件位', '60.00', '40.00', '40.00', '30.00'],
  ['大件位', '120.00', '80.00', '100.00', '200.00'],
] as const;

// warehouse, area, shelf (or null), code prefix, count, specification
const LOCATION_RUNS = [
  ['深圳龙华仓', 'A', 'A-01', 'A-01-', 12, '小件位'],
  ['深圳龙华仓', 'A', 'A-02', 'A-02-', 12, '中件位'],
  ['深圳龙华仓', 'B', 'B-01', 'B-01-', 10, '大件位'],
  ['深圳龙华仓', 'QC', null, 'QC-', 3, null],
  ['深圳龙华仓', 'SH', null, 'SH-', 3, null],
  ['深圳龙华仓', 'D', null, 'D-', 3, null],
  ['东莞物流仓', 'A', 'A-01', 'A-01-', 10, '中件位'],
] as const;

/** 30 SKUs as the catalogue will code them: style, colour, size. */
export const DEMO_SKUS: string[] = [
  ...['TS001', 'TS002', 'TS003'].flatMap((style) => ['BLK', 'WHT'].flatMap((colour) => ['S', 'M', 'L'].map((size) => `${style}-${colour}-${size}`))),
  ...['HD001', 'HD002'].flatMap((style) => ['GRY', 'NVY'].flatMap((colour) => ['M', 'L', 'XL'].map((size) => `${style}-${colour}-${size}`))),
];

async function upsertWarehouses(tx: Tx): Promise<Map<string, string>> {
  const existing = new Map((await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses)).map((w) => [w.name, w.id]));
  for (const [name, type, country, address, contact, phone] of WAREHOUSES) {
    if (existing.has(name)) continue;
    const id = newId();
    await tx.insert(warehouses).values({ id, code: await nextDocumentCode(tx, 'WH{seq:3}'), name, type, status: 'enabled', country, address, contact, phone });
    existing.set(name, id);
  }
  return existing;
}

async function insertSpecs(tx: Tx): Promise<Map<string, string>> {
  for (const [name, length, width, height, max_weight] of SPECS) {
    const [found] = await tx.select({ id: storageSpecs.id }).from(storageSpecs).where(eq(storageSpecs.name, name));
    if (!found)
      await tx
        .insert(storageSpecs)
        .values({ id: newId(), code: await nextDocumentCode(tx, 'GG{seq:3}'), name, length, width, height, max_weight, status: 'enabled' });
  }
  const rows = await tx.select({ id: storageSpecs.id, name: storageSpecs.name }).from(storageSpecs);
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function insertLayout(tx: Tx, warehouseIds: Map<string, string>, specIds: Map<string, string>): Promise<void> {
  const wh = (name: string) => warehouseIds.get(name)!;
  await tx
    .insert(areas)
    .values(AREAS.map(([w, code, name, type]) => ({ id: newId(), warehouse_id: wh(w), code, name, type, status: 'enabled', area_key: codeKey(wh(w), code) })))
    .onConflictDoNothing();
  const areaId = new Map(
    (
      await tx
        .select({ id: areas.id, key: areas.area_key })
        .from(areas)
        .where(
          inArray(
            areas.area_key,
            AREAS.map(([w, c]) => codeKey(wh(w), c)),
          ),
        )
    ).map((a) => [a.key as string, a.id]),
  );
  const areaOf = (w: string, code: string) => areaId.get(codeKey(wh(w), code))!;
  await tx
    .insert(reservoirs)
    .values(
      SHELVES.map(([w, a, code, name, levels]) => ({
        id: newId(),
        area_id: areaOf(w, a),
        warehouse_id: wh(w),
        code,
        name,
        levels,
        status: 'enabled',
        reservoir_key: codeKey(wh(w), code),
      })),
    )
    .onConflictDoNothing();
  const shelfId = new Map(
    (
      await tx
        .select({ id: reservoirs.id, key: reservoirs.reservoir_key })
        .from(reservoirs)
        .where(
          inArray(
            reservoirs.reservoir_key,
            SHELVES.map(([w, , c]) => codeKey(wh(w), c)),
          ),
        )
    ).map((r) => [r.key as string, r.id]),
  );
  const locations = LOCATION_RUNS.flatMap(([w, a, shelf, prefix, n, spec]) =>
    Array.from({ length: n }, (_, i) => {
      const code = `${prefix}${String(i + 1).padStart(2, '0')}`;
      return {
        id: newId(),
        code,
        area_id: areaOf(w, a),
        reservoir_id: shelf ? shelfId.get(codeKey(wh(w), shelf))! : null,
        warehouse_id: wh(w),
        spec_id: spec ? specIds.get(spec)! : null,
        status: 'enabled',
        location_key: codeKey(wh(w), code),
      };
    }),
  );
  await tx.insert(storageLocations).values(locations).onConflictDoNothing();
}

/** A small deterministic generator: the same demo stock on every machine. */
function quantities(seed: number) {
  let s = seed;
  return (min: number, max: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return min + (s % (max - min + 1));
  };
}

/** Receipts into 深圳 and 东莞, put-away across the shelves, some reserved, some in quarantine, one transfer on the way. */
export function demoMovements(warehouseIds: Map<string, string>): MovementRequest[] {
  const sz = warehouseIds.get('深圳龙华仓')!;
  const dg = warehouseIds.get('东莞物流仓')!;
  const us = warehouseIds.get('美西海外仓')!;
  const q = quantities(2026);
  const base = { operator: OPERATOR };
  const requests: MovementRequest[] = [];
  DEMO_SKUS.forEach((skuId, i) => {
    const line = String(i + 1);
    const received = q(60, 240);
    const shelf = i % 3 === 2 ? `B-01-${String((i % 10) + 1).padStart(2, '0')}` : `A-0${(i % 2) + 1}-${String((i % 12) + 1).padStart(2, '0')}`;
    const stored = received - q(0, 20);
    requests.push(
      { ...base, type: 'receive', warehouseId: sz, skuId, qty: received, source: { type: 'demo_receipt', id: 'RK20261101001', line } },
      { ...base, type: 'put_away', warehouseId: sz, toLocationId: shelf, skuId, qty: stored, source: { type: 'demo_putaway', id: 'SJ20261101001', line } },
    );
    if (i % 4 === 0) {
      requests.push({
        ...base,
        type: 'reserve',
        warehouseId: sz,
        locationId: shelf,
        skuId,
        qty: q(1, 10),
        source: { type: 'demo_order', id: `SO2026110${i}`, line: '1' },
      });
    }
    if (i % 5 === 0) {
      const inspected = q(10, 30);
      requests.push(
        {
          ...base,
          type: 'receive',
          warehouseId: sz,
          locationId: 'QC-01',
          skuId,
          qty: inspected,
          quarantine: true,
          source: { type: 'demo_receipt', id: 'RK20261102001', line },
        },
        {
          ...base,
          type: 'quarantine_release',
          warehouseId: sz,
          locationId: 'QC-01',
          skuId,
          qty: inspected - 5,
          source: { type: 'demo_inspection', id: 'QC20261102001', line },
        },
      );
    }
    if (i % 2 === 0) {
      const dgQty = q(20, 80);
      requests.push(
        { ...base, type: 'receive', warehouseId: dg, skuId, qty: dgQty, source: { type: 'demo_receipt', id: 'RK20261103001', line } },
        {
          ...base,
          type: 'put_away',
          warehouseId: dg,
          toLocationId: `A-01-${String((i % 10) + 1).padStart(2, '0')}`,
          skuId,
          qty: dgQty,
          source: { type: 'demo_putaway', id: 'SJ20261103001', line },
        },
      );
    }
    if (i < 6) {
      requests.push({
        ...base,
        type: 'transfer_out',
        warehouseId: sz,
        locationId: shelf,
        toWarehouseId: us,
        skuId,
        qty: 10,
        correlationId: 'DB20261105001',
        source: { type: 'demo_transfer', id: 'DB20261105001', line },
      });
    }
  });
  return requests;
}

async function grantWarehouseRole(tx: Tx): Promise<void> {
  const codes = (manifest.permissions ?? []).map((p) => p.code);
  await tx
    .update(roleTable)
    .set({
      permissions: sql`array(select distinct unnest(${roleTable.permissions} || array[${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]) order by 1)`,
    })
    .where(eq(roleTable.name, '仓库'));
}

export async function seedWms(database: Database): Promise<void> {
  const outbox = new Outbox(database);
  await database.tx(async (tx) => {
    const warehouseIds = await upsertWarehouses(tx);
    await insertLayout(tx, warehouseIds, await insertSpecs(tx));
    await post(tx, demoMovements(warehouseIds), outbox);
    // A parcel customer service expects back (as after-sales announces one): 退货登记 finds it by PK-DEMO-0001.
    const returned = { sku_code: 'TS001-BLK-M', quantity: 2 };
    await expectReturn(
      tx,
      { services: wmsServices() },
      {
        order_code: 'SO-DEMO-0001',
        refund_code: 'RF-DEMO-0001',
        package_code: 'PK-DEMO-0001',
        warehouse_id: warehouseIds.get('深圳龙华仓'),
        lines: [returned],
      },
      systemActor('系统'),
    );
    await grantWarehouseRole(tx);
  });
}
