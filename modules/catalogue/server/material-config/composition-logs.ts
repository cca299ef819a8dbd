// `material/config/{kind}/{id}/logs` (ours): the operation log of an owner's own composition, newest first,
// each change as the label text before and after (`100% 棉` → `95% 棉 5% 氨纶`) instead of the engine's rows.
import type { Executor } from '@entrepot/server-kit/db';
import { eq, inArray } from 'drizzle-orm';
import { compositionLabel } from '../../entities/index.ts';
import { materials } from '../reference.schema.ts';
import { materialCompositions } from './composition.schema.ts';
import type { Owner } from './composition-owner.ts';
import type { CompositionServices } from './composition-services.ts';

type StoredRow = { material_id: string; percent: string; sort: number | null };

export async function compositionLogs(exec: Executor, s: CompositionServices, owner: Owner) {
  const [record] = await exec.select({ id: materialCompositions.id }).from(materialCompositions).where(eq(materialCompositions.owner_id, owner.id));
  if (!record) return [];
  const entries = await s.composition.auditTrail(exec, record.id);
  const lists = entries.flatMap((e) => [e.changes.rows?.before, e.changes.rows?.after]).filter(Array.isArray) as StoredRow[][];
  const ids = [...new Set(lists.flat().map((r) => r.material_id))];
  const names = new Map(
    ids.length
      ? (await exec.select({ id: materials.id, name: materials.name }).from(materials).where(inArray(materials.id, ids))).map((m) => [m.id, m.name])
      : [],
  );
  const label = (rows: unknown) =>
    Array.isArray(rows) && rows.length
      ? compositionLabel(
          [...(rows as StoredRow[])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)).map((r) => ({ percent: r.percent, name: names.get(r.material_id) ?? null })),
        )
      : '';
  return entries.map(({ changes, ...entry }) => ({ ...entry, before: label(changes.rows?.before), after: label(changes.rows?.after) }));
}
