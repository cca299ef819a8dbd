// `POST material/config/{kind}/{id}`: an SPU's or a SKU's material composition replaced — each material once,
// existing and enabled, the percents summing to exactly 100 (added as decimals), the rows kept largest share first;
// an empty list clears it. The server (../server/material-config/composition.commands.ts) parses the rows, locks
// the SPU, reads the materials named and the owner's record with its rows, then writes what is decided here.
import { toScaled } from '@entrepot/entity';
import { materialComposition, percentTotal } from '../entities/material-composition.entity.ts';
import { type Refusal, refuseConflict, refuseField } from './refusal.ts';

export interface ReplaceCompositionInput {
  /** The rows as sent, each already a uuid and a valid percent text. */
  rows: { material_id: string; percent: string }[];
  /** The version the screen read: null when it read no record; absent, no check. */
  version?: number | null;
}

export interface ReplaceCompositionState {
  /** The materials the rows name, by id (an id not here does not exist). */
  materials: ReadonlyMap<string, { name: string; status: string }>;
  /** The owner's own record and its rows' ids by material; null when it has none. */
  record: { id: string; version: number; rows: ReadonlyMap<string, string> } | null;
}

/** A row written: a material already in the composition keeps its row (id), so the log shows what changed. */
export type CompositionRow = { id?: string; material_id: string; percent: string; sort: number };

/** The record's rows replaced, a record created for the owner, or nothing (no record, no rows). */
export type CompositionWrite = { update: string; rows: CompositionRow[] } | { create: CompositionRow[] } | { nothing: true };

const rowRefusal = (index: number, rule: string) => refuseField('rows', `第${index + 1}行: ${rule}`);

export function decideReplaceComposition({ materials, record }: ReplaceCompositionState, input: ReplaceCompositionInput): CompositionWrite | Refusal {
  const seen = new Set<string>();
  for (const [i, r] of input.rows.entries()) {
    const m = materials.get(r.material_id);
    if (!m) return rowRefusal(i, '材质不存在');
    if (seen.has(r.material_id)) return rowRefusal(i, `材质「${m.name}」重复`);
    if (m.status !== 'enabled') return rowRefusal(i, `材质「${m.name}」已停用`);
    seen.add(r.material_id);
  }
  const total = percentTotal(input.rows.map((r) => r.percent));
  if (input.rows.length && total !== '100') return refuseField('rows', `成分比例合计必须为100%，当前为${total}%`);
  if (input.version !== undefined && (input.version === null ? record !== null : record?.version !== input.version)) {
    return refuseConflict(`${materialComposition.label}已被他人修改，请刷新后重试`);
  }
  const rows = input.rows
    .map((r, i) => ({ ...r, i }))
    .sort((a, b) => Number(toScaled(b.percent, 1) - toScaled(a.percent, 1)) || a.i - b.i)
    .map(({ material_id, percent }, sort) => {
      const id = record?.rows.get(material_id);
      return { ...(id ? { id } : {}), material_id, percent, sort };
    });
  if (record) return { update: record.id, rows };
  return rows.length ? { create: rows } : { nothing: true };
}
