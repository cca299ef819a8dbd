import { BASE, SERVICE } from '@entrepot/module-purchase/entities';
import { ApprovalLinkPage } from '@entrepot/web/area';
import { type EntityRow, moneyColumn, moneyText } from '@entrepot/web/entity';

const text = (v: unknown, blank = '—') => (v == null || v === '' ? blank : String(v));

/** `#/purchase/management/orderApprovalDetail?token=`: a purchase order approved from a link, without signing in. */
export function OrderApprovalPage() {
  return (
    <ApprovalLinkPage
      noun="采购单"
      api={`${SERVICE}${BASE}/open/order/approval`}
      header={(o) => [
        { label: '采购单号', value: text(o.code) },
        { label: '供应商', value: text(o.supplier_id_title, '') },
        { label: '采购员', value: text(o.buyer_id_title) },
        { label: '收货仓库', value: text(o.warehouse_id_title, '') },
        { label: '下单日期', value: text(o.order_date, '') },
        { label: '预计到货', value: text(o.plan_date) },
        { label: '采购总数', value: text(o.total_quantity) },
        {
          label: '采购金额',
          value: `${moneyText(o.total_amount)} ${o.currency_id_title ?? ''}（${o.tax_included ? '含税' : '不含税'}，税额 ${moneyText(o.tax_amount)}）`,
        },
      ]}
      columns={[
        { title: 'SKU', dataIndex: 'sku_id_title' },
        { title: '采购数量', dataIndex: 'quantity' },
        moneyColumn('单价', 'price'),
        moneyColumn('金额', 'amount'),
        { title: '预计到货', render: (_: unknown, l: EntityRow) => text(l.plan_date) },
      ]}
    />
  );
}

/** `#/purchase/management/planDetail?token=`: a plan order approved from a link, without signing in. */
export function PlanApprovalPage() {
  return (
    <ApprovalLinkPage
      noun="计划单"
      api={`${SERVICE}${BASE}/open/planOrder/approval`}
      header={(p) => [
        { label: '计划单号', value: text(p.code) },
        { label: '团队', value: text(p.team_id_title) },
        { label: '收货仓库', value: text(p.warehouse_id_title, '') },
        { label: '需求日期', value: text(p.need_date, '') },
        { label: '计划总数', value: text(p.total_quantity) },
        { label: '备注', value: text(p.remark) },
      ]}
      columns={[
        { title: 'SKU', dataIndex: 'sku_id_title' },
        { title: '供应商', render: (_: unknown, l: EntityRow) => text(l.supplier_id_title) },
        { title: '计划数量', dataIndex: 'quantity' },
        { title: '起订量', render: (_: unknown, l: EntityRow) => text(l.moq) },
        { title: '近7天销量', dataIndex: 'sales_7d' },
        { title: '近30天销量', dataIndex: 'sales_30d' },
        { title: '备注', render: (_: unknown, l: EntityRow) => text(l.remark) },
      ]}
    />
  );
}
