import { tableState, useQueryList } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import { type CustomsSkuRow, customsUrls, NO_SKU_FILTERS, type SkuFilters, skuListParams } from './customs-rows.ts';

/** The page of SKUs with their customs data under the applied filters: 查询 / 重置 / paging / selection / reload. */
export function useCustomsSkus(initial: SkuFilters) {
  const list = useQueryList<SkuFilters, CustomsSkuRow>(customsUrls.skus, initial, skuListParams, NO_SKU_FILTERS);
  const [selected, setSelected] = useState<CustomsSkuRow[]>([]);
  // A new page (or the same one reloaded after a review) starts with nothing ticked.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer clears the selection
  useEffect(() => setSelected([]), [list.answer]);
  return { ...list, ...tableState(list), selected, setSelected };
}

export type CustomsSkuList = ReturnType<typeof useCustomsSkus>;
