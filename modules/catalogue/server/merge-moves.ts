// What a merge carries from the merged SKU (A) to the one it is merged into (B), within the catalogue's own
// tables: platform SKU mappings, tags, related SKUs, and the package size and customs data B does not have
// yet (B's own win; A keeps its copy as history). Each moved row is updated through its service (audited).
import type { Tx } from '@entrepot/server-kit/db';
import type { Actor, EntityService, StoredRow } from '@entrepot/server-kit/entity';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { SkuMergeMoved, skuRelationship } from '../entities/index.ts';
import { packageSizes, skuMappings, skuTags } from './reference.schema.ts';
import { skuCustomsTable, skuRelationships } from './sku-extras.schema.ts';
import type { SkuExtrasServices } from './sku-extras-services.ts';

/** A relation between two SKUs, as its table stores it. */
type RelationshipRow = StoredRow<typeof skuRelationship>;

/** Every mapping of A now points at B. */
async function moveMappings(tx: Tx, service: EntityService, from: string, to: string, actor: Actor): Promise<number> {
  const rows = await tx.select({ id: skuMappings.id }).from(skuMappings).where(eq(skuMappings.sku_id, from));
  for (const r of rows) await service.update(tx, r.id, { sku_id: to }, actor);
  return rows.length;
}

/** A's tags move to B; a tag B already carries is dropped from A (a SKU carries each tag once). */
async function moveTags(tx: Tx, service: EntityService, from: string, to: string, actor: Actor): Promise<number> {
  const onB = new Set((await tx.select({ tag: skuTags.tag_id }).from(skuTags).where(eq(skuTags.sku_id, to))).map((r) => r.tag));
  const rows = await tx.select({ id: skuTags.id, tag: skuTags.tag_id }).from(skuTags).where(eq(skuTags.sku_id, from));
  const dropped = rows.filter((r) => onB.has(r.tag)).map((r) => r.id);
  await service.remove(tx, dropped, actor);
  const moving = rows.filter((r) => !onB.has(r.tag));
  for (const r of moving) await service.update(tx, r.id, { sku_id: to }, actor);
  return moving.length;
}

/**
 * A's related SKUs become B's, and SKUs related to A now relate to B; a relation that would then link B to
 * itself, or repeat one B (or the other SKU) already has, is dropped.
 */
async function moveRelationships(tx: Tx, service: EntityService, from: string, to: string, actor: Actor): Promise<number> {
  const both = [from, to];
  const all = (await tx
    .select()
    .from(skuRelationships)
    .where(or(inArray(skuRelationships.sku_id, both), inArray(skuRelationships.related_sku_id, both)))
    .orderBy(asc(skuRelationships.id))) as RelationshipRow[];
  const pair = (r: Pick<RelationshipRow, 'sku_id' | 'related_sku_id'>) => `${r.sku_id}>${r.related_sku_id}`;
  const kept = new Set(all.filter((r) => r.sku_id !== from && r.related_sku_id !== from).map(pair));
  let moved = 0;
  for (const r of all.filter((x) => x.sku_id === from || x.related_sku_id === from)) {
    const next = { sku_id: r.sku_id === from ? to : r.sku_id, related_sku_id: r.related_sku_id === from ? to : r.related_sku_id };
    if (next.sku_id === next.related_sku_id || kept.has(pair(next))) {
      await service.remove(tx, [r.id], actor);
      continue;
    }
    kept.add(pair(next));
    await service.update(tx, r.id, next, actor);
    moved++;
  }
  return moved;
}

/** A one-per-SKU record (package size, customs data) moves to B only when B has none. */
async function moveSingle(tx: Tx, service: EntityService, table: typeof packageSizes | typeof skuCustomsTable, from: string, to: string, actor: Actor) {
  const [onB] = await tx.select({ id: table.id }).from(table).where(eq(table.sku_id, to));
  const [onA] = await tx.select({ id: table.id }).from(table).where(eq(table.sku_id, from));
  if (onB || !onA) return false;
  await service.update(tx, onA.id, { sku_id: to }, actor);
  return true;
}

export async function moveCatalogueRows(tx: Tx, x: SkuExtrasServices, from: string, to: string, actor: Actor): Promise<SkuMergeMoved> {
  return {
    mappings: await moveMappings(tx, x.skuMapping, from, to, actor),
    tags: await moveTags(tx, x.skuTag, from, to, actor),
    relationships: await moveRelationships(tx, x.relationship, from, to, actor),
    package_size: await moveSingle(tx, x.packageSize, packageSizes, from, to, actor),
    customs: await moveSingle(tx, x.customs, skuCustomsTable, from, to, actor),
  };
}
