import { useArea } from '@entrepot/web/area';
import { useState } from 'react';
import { ReviewDialog, type ReviewTarget } from './customs-review.dialog.tsx';
import { ACTION_LABELS, type CustomsSkuRow, customsUrls, type ReviewAction } from './customs-rows.ts';

/** The review of chosen SKUs or of an SPU's waiting SKUs, sent once its confirm is accepted; `dialog` renders the confirm. */
export function useCustomsReviews(reload: () => void) {
  const { http } = useArea();
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const skuReview = (rows: Pick<CustomsSkuRow, 'id' | 'code'>[], action: ReviewAction) =>
    setTarget({
      action,
      label: rows.map((r) => r.code).join('、'),
      send: async (remark) => {
        const done = await http.post<{ reviewed: number }>(customsUrls.reviewSkus, { sku_ids: rows.map((r) => r.id), action, remark }, { silent: true });
        return `已${ACTION_LABELS[action]} ${done.reviewed} 个SKU的报关信息`;
      },
    });
  const spuReview = (spu: { id: string; code: string }, waiting: number, action: ReviewAction) =>
    setTarget({
      action,
      label: `SPU ${spu.code} 待审核的 ${waiting} 个SKU`,
      send: async (remark) => {
        const done = await http.post<{ reviewed: number }>(customsUrls.spuReview(spu.id), { action, remark }, { silent: true });
        return `已${ACTION_LABELS[action]} ${done.reviewed} 个SKU的报关信息`;
      },
    });
  const dialog = target && (
    <ReviewDialog
      target={target}
      onClose={() => setTarget(null)}
      onDone={() => {
        setTarget(null);
        reload();
      }}
    />
  );
  return { skuReview, spuReview, dialog };
}
