import { Descriptions, Tag } from '@arco-design/web-react';
import { receiptLifecycle } from '@entrepot/module-wms/entities';
import { formatDisplayTime } from '@entrepot/web/time';
import type { Receipt } from './receiving-api.ts';

/** The receipt a screen works on: number, state, supplier, orders and its figures. */
export function ReceiptHeader({ receipt }: { receipt: Receipt }) {
  const state = receiptLifecycle.states[receipt.status];
  return (
    <Descriptions
      className="receipt-header"
      column={{ xs: 1, sm: 2, md: 4 }}
      size="small"
      border
      data={[
        { label: '收货单号', value: <strong>{receipt.code}</strong> },
        { label: '状态', value: <Tag color={state.color}>{state.label}</Tag> },
        { label: '供应商', value: receipt.supplier_id_title ?? '' },
        { label: '仓库', value: receipt.warehouse_id_title ?? '' },
        { label: '采购单号', value: receipt.order_codes.split(',').join('、') },
        { label: '应收 / 实收', value: `${receipt.total_expected} / ${receipt.total_counted}` },
        { label: '不合格 / 已上架', value: `${receipt.total_rejected} / ${receipt.total_put_away}` },
        { label: '收货时间', value: receipt.received_at ? formatDisplayTime(receipt.received_at) : '—' },
      ]}
    />
  );
}
