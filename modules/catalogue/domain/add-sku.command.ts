// `POST skus`: one SKU added by hand — its SPU exists and its code starts with the SPU's (TS001-…). The server
// (../server/sku.commands.ts) reads the SPU named, then creates the SKU and announces it.
import { type Refusal, refuseField } from './refusal.ts';

/** Whether a SKU with this code may be added under the SPU read (null: none with that id), or why not. */
export function decideAddSku({ spu }: { spu: { code: string } | null }, input: { code: unknown }): { add: true } | Refusal {
  if (!spu) return refuseField('spu_id', 'SPU不存在');
  if (!String(input.code).startsWith(`${spu.code}-`)) return refuseField('code', `SKU编码须以「${spu.code}-」开头`);
  return { add: true };
}
