import { Descriptions, Tag } from '@arco-design/web-react';
import { returnLifecycle, returnSources } from '@entrepot/module-wms/entities';
import { formatDisplayTime } from '@entrepot/web/time';
import type { GoodsReturn } from './returns-api.ts';

/** The return a screen works on: number, state, source, the parcel's numbers and its figures. */
export function ReturnHeader({ value }: { value: GoodsReturn }) {
  const state = returnLifecycle.states[value.status];
  const source = returnSources.find((s) => s.value === value.source);
  return (
    <Descriptions
      className="receipt-header"
      column={{ xs: 1, sm: 2, md: 4 }}
      size="small"
      border
      data={[
        { label: '退货单号', value: <strong>{value.code}</strong> },
        { label: '状态', value: <Tag color={state.color}>{state.label}</Tag> },
        { label: '来源', value: source ? <Tag color={source.color}>{source.label}</Tag> : '' },
        { label: '仓库', value: value.warehouse_id_title ?? '' },
        { label: '包裹号', value: value.package_code ?? '—' },
        { label: '订单号', value: value.order_code ?? '—' },
        { label: '应退 / 良品 / 次品', value: `${value.total_expected} / ${value.total_good} / ${value.total_defect}` },
        { label: '登记时间', value: value.registered_at ? formatDisplayTime(value.registered_at) : '—' },
      ]}
    />
  );
}
