// `POST sku/standard {copy_spu: true}`: a SKU without a standard of its own gets one that starts as a copy of its
// SPU's (content, inspection points, pictures), the fields sent applied on top. Refused: a SKU with its own, an SPU
// without one. The server (../server/standard/standard.commands.ts) locks the SPU, reads both standards, checks the
// create code, reads the SPU's in full and creates the SKU's from what is built here.
import { type Refusal, refuseConflict } from './refusal.ts';

type Row = Record<string, unknown>;

export interface CopySpuStandardState {
  /** The SKU's code. */
  sku_code: string;
  /** Whether the SKU has its own standard already. */
  own: boolean;
  /** The SPU's standard; null when it has none; not read (absent) when the SKU has its own. */
  source?: { id: string } | null;
}

/** The SPU's standard to copy (its id), or why none may be. */
export function decideCopySpuStandard({ sku_code, own, source }: CopySpuStandardState): { copy: string } | Refusal {
  if (own) return refuseConflict(`SKU ${sku_code} 已有自己的商品标准，请直接修改`);
  if (!source) return refuseConflict('该SKU所属SPU还没有商品标准，不能复制');
  return { copy: source.id };
}

/** The SPU's standard as read in full (with its inspection points and pictures). */
export type CopiedStandard = Row & {
  owner_code: unknown;
  revision: unknown;
  pictures?: readonly { id: string }[] | null;
  items?: readonly Row[] | null;
};

/**
 * The SKU's new standard: the SPU's fields a create takes (`creatable`) that are set, its inspection points'
 * content (sort, name, method, requirement, defect level), a change note naming the SPU and its revision, and the
 * fields sent on top (to be parsed by the server); its pictures by id.
 */
export function copiedStandard(copy: CopiedStandard, creatable: ReadonlySet<string>, fields: Row): { values: Row; pictures: string[] } {
  const { id: _i, version: _v, created_at: _c, updated_at: _u, pictures, items, ...content } = copy;
  const base = Object.fromEntries(Object.entries(content).filter(([k, v]) => creatable.has(k) && v !== null));
  const points = (items ?? []).map(({ sort, name, method, requirement, defect_level }) => ({ sort, name, method, requirement, defect_level }));
  const change_note = `复制自SPU ${copy.owner_code} 的标准（版本${copy.revision}）`;
  return { values: { ...base, items: points, change_note, ...fields }, pictures: (pictures ?? []).map((p) => p.id) };
}
