// A SKU's customs declaration data (报关信息) saved — added, edited, imported or stamped by the review: the SKU
// exists and has no other declaration; a material, when one is newly named, is one in use (启用). Reviewed or
// rejected data whose declared values change goes back to 待审核 for a new review. The server
// (../server/customs.commands.ts) answers the engine's write rules with these: it reads the SKU, another
// declaration of it and the material named, and the engine writes the record with the review columns decided here.
import { type Refusal, refuseConflict } from './refusal.ts';
import { sameValue } from './same-value.ts';

type Row = Record<string, unknown>;

/** The declared values a review passes: changing one sends the data back to 待审核. */
export const REVIEWED_FIELDS = ['hs_code', 'declared_name', 'declared_name_en', 'declared_value', 'currency', 'material_id', 'usage'] as const;

/** The review columns of data sent back to 待审核: the last review's remark, reviewer and time cleared. */
export const reviewReset = { audit_status: 'pending', audit_remark: null, auditor: null, audited_at: null } as const;

/**
 * The review columns a save writes (the engine's derive): the reset when data not pending already (reviewed or
 * rejected) gets a declared value that differs from the stored one; nothing for a new declaration.
 */
export function decideCustomsReview(before: Row | null, input: Row): typeof reviewReset | Record<string, never> {
  if (!before || before.audit_status === 'pending') return {};
  const changed = REVIEWED_FIELDS.some((k) => k in input && !sameValue(before[k], input[k]));
  return changed ? { ...reviewReset } : {};
}

/** The material a save names anew, whose status is then checked: none when it names none or keeps the stored one. */
export function newMaterial(after: Row, before: Row | null): string | null {
  const materialId = after.material_id;
  if (materialId == null || materialId === before?.material_id) return null;
  return String(materialId);
}

export interface SaveSkuCustomsState {
  /** The SKU the data is for; null when it does not exist. */
  sku: { code: string } | null;
  /** Whether the SKU has another declaration (not the one edited). */
  otherDeclaration: boolean;
  /** The material named anew (newMaterial), by its status; null or absent when it is not there. */
  material?: { status: string } | null;
}

/** Whether the record as it will be (after) may be saved over before (null: added), or why not. */
export function decideSaveSkuCustoms({ sku, otherDeclaration, material }: SaveSkuCustomsState, after: Row, before: Row | null): { save: true } | Refusal {
  if (!sku) return refuseConflict('SKU不存在');
  if (otherDeclaration) return refuseConflict(`SKU ${sku.code} 已有报关信息，请编辑`);
  if (newMaterial(after, before) === null) return { save: true };
  if (!material) return refuseConflict('材质不存在');
  return material.status === 'enabled' ? { save: true } : refuseConflict('材质已停用');
}
