// What the server adds to a write of the warehouse master data: codes in capitals, the warehouse copied
// from the area (the data rules and the stock speak warehouses), the per-warehouse unique keys; and the
// checks that the references exist, are enabled and fit together (a shelf of the location's area).
import { invalid } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import type { StoredRow, WriteInput } from '@entrepot/server-kit/entity';
import { eq, inArray } from 'drizzle-orm';
import { type area, normalCode, type reservoir, type storageLocation, type warehouseGroup } from '../../entities/index.ts';
import { areas, reservoirs, storageSpecs } from '../../server/master-data.schema.ts';
import { warehouses } from '../../server/warehouse.schema.ts';

type Row = Record<string, unknown>;

/** One code per warehouse: `<warehouse id>:<CODE>` (a unique index on it). */
export const codeKey = (warehouseId: string, code: string) => `${warehouseId}:${normalCode(code)}`;

/** The area's warehouse (the declared reference has checked that the area exists and is enabled). */
async function warehouseOfArea(exec: Executor, id: string): Promise<{ warehouse_id: string }> {
  const [row] = await exec.select({ warehouse_id: areas.warehouse_id }).from(areas).where(eq(areas.id, id));
  if (!row) throw invalid('area_id', '库区不存在');
  return { warehouse_id: row.warehouse_id };
}

export async function areaExtra(_exec: Executor, input: WriteInput<typeof area>, before: StoredRow<typeof area> | null): Promise<Row> {
  if (before) return {}; // warehouse and code are immutable (the declared reference checks it is enabled)
  const code = normalCode(input.code as string);
  return { code, area_key: codeKey(input.warehouse_id as string, code) };
}

export async function reservoirExtra(exec: Executor, input: WriteInput<typeof reservoir>, before: StoredRow<typeof reservoir> | null): Promise<Row> {
  if (before) return {};
  const { warehouse_id } = await warehouseOfArea(exec, input.area_id as string);
  const code = normalCode(input.code as string);
  return { warehouse_id, code, reservoir_key: codeKey(warehouse_id, code) };
}

async function specExists(exec: Executor, id: unknown): Promise<void> {
  if (id == null) return;
  const [row] = await exec
    .select({ id: storageSpecs.id })
    .from(storageSpecs)
    .where(eq(storageSpecs.id, id as string));
  if (!row) throw invalid('spec_id', '库位规格不存在');
}

/** The shelf must stand in the location's area. */
async function shelfOfArea(exec: Executor, reservoirId: unknown, areaId: string): Promise<void> {
  if (reservoirId == null) return;
  const [row] = await exec
    .select({ area_id: reservoirs.area_id })
    .from(reservoirs)
    .where(eq(reservoirs.id, reservoirId as string));
  if (!row) throw invalid('reservoir_id', '货架不存在');
  if (row.area_id !== areaId) throw invalid('reservoir_id', '货架不属于该库区');
}

export async function storageLocationExtra(
  exec: Executor,
  input: WriteInput<typeof storageLocation>,
  before: StoredRow<typeof storageLocation> | null,
): Promise<Row> {
  await specExists(exec, input.spec_id);
  if (before) return {}; // area, shelf and code are immutable
  const { warehouse_id } = await warehouseOfArea(exec, input.area_id as string);
  await shelfOfArea(exec, input.reservoir_id, input.area_id as string);
  const code = normalCode(input.code as string);
  return { warehouse_id, code, location_key: codeKey(warehouse_id, code) };
}

export async function warehouseGroupExtra(exec: Executor, input: WriteInput<typeof warehouseGroup>): Promise<Row> {
  const ids = input.warehouse_ids as string[] | undefined;
  if (ids?.length) {
    const found = await exec.select({ id: warehouses.id }).from(warehouses).where(inArray(warehouses.id, ids));
    if (found.length !== new Set(ids).size) throw invalid('warehouse_ids', '仓库不存在');
  }
  return {};
}
