// Reads of product standards: an SPU's standard with the SKUs that have their own (`spu/standard/{id}`), the
// standard that applies to a SKU — its own, else its SPU's (`sku/standards/{id}`, and `effectiveStandard` for
// the quality module through public.ts) — each with its revisions, newest first.
import { notFound } from '@entrepot/server-kit';
import type { Executor } from '@entrepot/server-kit/db';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { skus, spus } from '../catalogue.schema.ts';
import { staffTable } from '../services.ts';
import { productStandardRevisions, productStandards } from './standard.schema.ts';
import { snapshotOf } from './standard-revisions.ts';
import type { StandardServices } from './standard-services.ts';

type Row = Record<string, unknown>;

/** Most revisions a detail lists (the audit log keeps every field change besides). */
const REVISIONS_SHOWN = 100;

/** The standards the caller may see: those of the SPUs their data rules show. */
export const standardsOfVisibleSpus = (spuScope: SQL | undefined): SQL | undefined =>
  spuScope ? sql`${productStandards.spu_id} in (select ${spus.id} from ${spus} where ${spuScope})` : undefined;

async function ownStandardId(exec: Executor, ownerId: string): Promise<string | null> {
  const [row] = await exec.select({ id: productStandards.id }).from(productStandards).where(eq(productStandards.owner_id, ownerId));
  return row ? row.id : null;
}

/** A standard's revisions, newest first, with who saved each. */
export async function revisionsOf(exec: Executor, standardId: string): Promise<Row[]> {
  const rows = await exec
    .select({
      id: productStandardRevisions.id,
      revision: productStandardRevisions.revision,
      changes: productStandardRevisions.changes,
      note: productStandardRevisions.note,
      snapshot: productStandardRevisions.snapshot,
      created_at: productStandardRevisions.created_at,
      created_by: productStandardRevisions.created_by,
      created_by_name: staffTable.name,
    })
    .from(productStandardRevisions)
    .leftJoin(staffTable, eq(staffTable.id, productStandardRevisions.created_by))
    .where(eq(productStandardRevisions.standard_id, standardId))
    .orderBy(desc(productStandardRevisions.revision))
    .limit(REVISIONS_SHOWN);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

/** The standard as the detail answers it (inspection points, titles, signed picture URLs) with its revisions. */
export async function standardWithRevisions(exec: Executor, s: StandardServices, id: string): Promise<Row> {
  // One after the other: inside a transaction the executor is one connection.
  const standard = await s.standard.get(exec, id);
  return { ...standard, revisions: await revisionsOf(exec, id) };
}

/** `spu/standard/{id}`: the SPU, its standard (null before one is saved) and the SKUs that have their own. */
export async function spuStandard(exec: Executor, s: StandardServices, spuId: string, spuScope: SQL | undefined): Promise<Row> {
  const [spu] = await exec
    .select({ id: spus.id, code: spus.code, name: spus.name })
    .from(spus)
    .where(and(eq(spus.id, spuId), spuScope));
  if (!spu) throw notFound('SPU');
  const own = await ownStandardId(exec, spuId);
  const skuStandards = await exec
    .select({
      id: productStandards.id,
      sku_id: productStandards.sku_id,
      sku_code: productStandards.owner_code,
      revision: productStandards.revision,
      updated_at: productStandards.updated_at,
    })
    .from(productStandards)
    .where(and(eq(productStandards.spu_id, spuId), isNotNull(productStandards.sku_id)))
    .orderBy(asc(productStandards.owner_code));
  return {
    spu,
    standard: own ? await standardWithRevisions(exec, s, own) : null,
    sku_standards: skuStandards.map((r) => ({ ...r, updated_at: r.updated_at.toISOString() })),
  };
}

/** The SKU with its SPU's code, its SPU visible to the caller. */
async function visibleSku(exec: Executor, skuId: string, spuScope: SQL | undefined) {
  const [sku] = await exec
    .select({ id: skus.id, code: skus.code, name: skus.name, spu_id: skus.spu_id, spu_code: spus.code })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spu_id))
    .where(and(eq(skus.id, skuId), spuScope));
  if (!sku) throw notFound('SKU');
  return sku as { id: string; code: string; name: string; spu_id: string; spu_code: string };
}

/**
 * `sku/standards/{id}`: the standard that applies to the SKU — `source: 'sku'` its own, `'spu'` its SPU's,
 * null when neither has one — with its revisions; `spu_standard_id` tells whether the SPU has one.
 */
export async function skuStandard(exec: Executor, s: StandardServices, skuId: string, spuScope: SQL | undefined): Promise<Row> {
  const sku = await visibleSku(exec, skuId, spuScope);
  const [own, ofSpu] = await Promise.all([ownStandardId(exec, sku.id), ownStandardId(exec, sku.spu_id)]);
  const applies = own ?? ofSpu;
  return {
    sku,
    source: own ? 'sku' : ofSpu ? 'spu' : null,
    spu_standard_id: ofSpu,
    standard: applies ? await standardWithRevisions(exec, s, applies) : null,
  };
}

/** What an inspection checks a SKU against: the applying standard's content and revision (null when none). */
export async function effectiveStandard(
  exec: Executor,
  skuId: string,
): Promise<{ source: 'sku' | 'spu'; standard_id: string; revision: number; content: Row } | null> {
  const [sku] = await exec.select({ id: skus.id, spu_id: skus.spu_id }).from(skus).where(eq(skus.id, skuId));
  if (!sku) return null;
  for (const [source, ownerId] of [
    ['sku', sku.id],
    ['spu', sku.spu_id],
  ] as const) {
    const [row] = await exec.select().from(productStandards).where(eq(productStandards.owner_id, ownerId));
    if (row) return { source, standard_id: row.id, revision: Number(row.revision), content: await snapshotOf(exec, row) };
  }
  return null;
}
