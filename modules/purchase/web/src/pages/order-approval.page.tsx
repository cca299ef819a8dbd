import { Alert, Button, Descriptions, Input, Result, Space, Spin, Table } from '@arco-design/web-react';
import { BASE, SERVICE } from '@entrepot/module-purchase/entities';
import { useArea, useTabTitle } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';

const API = `${SERVICE}${BASE}/open/order/approval`;

interface Opened {
  approver: string;
  order: EntityRow & { lines: EntityRow[] };
  approval: { flow_name: string | null; status: string; current_level_name: string | null } | null;
}

/**
 * `#/purchase/management/orderApprovalDetail?token=` (spec 000 §2 public whitelist): the approver a buyer made the
 * link for opens it without signing in, reads the order and approves or rejects it. The link works once.
 */
export function OrderApprovalPage() {
  const { http } = useArea();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [decided, setDecided] = useState<string | null>(null);
  const setTitle = useTabTitle();
  useEffect(() => setTitle('采购单审批'), [setTitle]);
  useEffect(() => {
    http
      .get<Opened>(API, { params: { token }, silent: true })
      .then(setOpened)
      .catch((e: { message?: string }) => setError(e.message ?? '链接无效或已过期'));
  }, [http, token]);
  const decide = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !comment.trim()) return setError('请填写驳回理由');
    setBusy(true);
    setError(null);
    http
      .post<{ status_label: string }>(API, { token, decision, comment: comment.trim() || undefined }, { silent: true })
      .then((r) => setDecided(decision === 'approve' ? `已审批通过（${r.status_label}）` : '已驳回'))
      .catch((e: { message?: string }) => setError(e.message ?? '操作失败'))
      .finally(() => setBusy(false));
  };
  if (decided) return <Result status="success" title={decided} subTitle="此链接已使用，不能再次审批。" />;
  if (!opened) return error ? <Result status="403" title={error} /> : <Spin loading style={{ display: 'block', margin: 48 }} />;
  const o = opened.order;
  const pending = opened.approval?.status === 'pending';
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h2>采购单审批</h2>
      <p>
        {opened.approver}，您好：请审批以下采购单
        {opened.approval?.current_level_name ? `（${opened.approval.flow_name} · ${opened.approval.current_level_name}）` : ''}。
      </p>
      <Descriptions
        column={2}
        border
        data={[
          { label: '采购单号', value: String(o.code) },
          { label: '供应商', value: String(o.supplier_id_title ?? '') },
          { label: '采购员', value: String(o.buyer_id_title ?? '—') },
          { label: '收货仓库', value: String(o.warehouse_id_title ?? '') },
          { label: '下单日期', value: String(o.order_date ?? '') },
          { label: '预计到货', value: String(o.plan_date ?? '—') },
          { label: '采购总数', value: String(o.total_quantity) },
          { label: '采购金额', value: `${o.total_amount} ${o.currency_id_title ?? ''}（${o.tax_included ? '含税' : '不含税'}，税额 ${o.tax_amount}）` },
        ]}
      />
      <Table
        style={{ marginTop: 16 }}
        rowKey="id"
        data={o.lines}
        pagination={false}
        border={{ wrapper: true, cell: true }}
        columns={[
          { title: 'SKU', dataIndex: 'sku_id_title' },
          { title: '采购数量', dataIndex: 'quantity' },
          { title: '单价', dataIndex: 'price' },
          { title: '金额', dataIndex: 'amount' },
          { title: '预计到货', render: (_: unknown, l: EntityRow) => String(l.plan_date ?? '—') },
        ]}
      />
      {error && <Alert type="error" style={{ marginTop: 16 }} content={error} />}
      {pending ? (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <Input.TextArea placeholder="审批意见（驳回时必填）" maxLength={500} value={comment} onChange={setComment} />
          <Space>
            <Button type="primary" loading={busy} onClick={() => decide('approve')}>
              通过
            </Button>
            <Button status="danger" loading={busy} onClick={() => decide('reject')}>
              驳回
            </Button>
          </Space>
        </Space>
      ) : (
        <Alert type="info" style={{ marginTop: 16 }} content="该采购单已不在审批中" />
      )}
    </div>
  );
}
