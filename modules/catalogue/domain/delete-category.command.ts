// A category deleted: not while it has children, nor while a record names it (deleting it would leave them
// pointing at nothing). The server (../server/category.commands.ts) loads what uses it; the engine deletes.
import { type Refusal, refuseConflict } from './refusal.ts';

/** What uses the category now. */
export interface CategoryUses {
  id: string;
  children: number;
  spus: boolean;
  samples: boolean;
  /** 商品需求 filed under it. */
  demands: boolean;
  /** 标准价倍率 set for the category. */
  standardPriceRatios: boolean;
  /** Size-chart templates that apply to it. */
  sizeChartTemplates: boolean;
  /** Custom product fields that apply to it. */
  productFields: boolean;
}

/** The category to delete, or why it stays (the first use found, in this order). */
export function decideDeleteCategory(uses: CategoryUses): { remove: string } | Refusal {
  if (uses.children > 0) return refuseConflict('该分类下有子分类，不能删除');
  if (uses.spus) return refuseConflict('该分类下有SPU，不能删除');
  if (uses.samples) return refuseConflict('该分类下有样品，不能删除');
  if (uses.demands) return refuseConflict('该分类下有商品需求，不能删除');
  if (uses.standardPriceRatios) return refuseConflict('该分类设有标准价倍率，请先删除该倍率');
  if (uses.sizeChartTemplates) return refuseConflict('该分类是尺码模板的适用分类，请先修改尺码模板');
  if (uses.productFields) return refuseConflict('该分类是自定义字段的适用分类，请先修改字段');
  return { remove: uses.id };
}
