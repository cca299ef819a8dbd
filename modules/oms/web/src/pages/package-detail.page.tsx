import { Alert, Descriptions, Result, Spin, Table, Tag, Timeline } from '@arco-design/web-react';
import { BASE, SERVICE } from '@entrepot/module-oms/entities';
import { useArea, useScreenTitle } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/time';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';

interface Shared {
  code: string;
  status: string;
  status_label: string;
  order_codes: string;
  platform_code: string;
  warehouse: string | null;
  channel: string | null;
  buyer_name: string;
  country: string;
  address: string | null;
  weight: string | null;
  total_quantity: number;
  tracking_no: string | null;
  shipped_at: string | null;
  lines: { sku_code: string; order_code: string; quantity: number }[];
  moves: { at: string; step: string }[];
}

const text = (v: unknown, blank = '—') => (v == null || v === '' ? blank : String(v));

/**
 * 包裹详情 (`#/order/package/detail?token=`, public, spec 002 §2): what a share link shows someone without an
 * account — the package, its goods and the steps it went through — read-only, while the link lives.
 */
export function PackageDetailPage() {
  const { http } = useArea();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [shared, setShared] = useState<Shared | null>(null);
  const [error, setError] = useState<string | null>(null);
  useScreenTitle('包裹详情');
  useEffect(() => {
    if (!token) {
      setError('链接无效或已过期');
      return;
    }
    http
      .get<Shared>(`${SERVICE}${BASE}/open/package/detail`, { params: { token }, silent: true })
      .then(setShared)
      .catch((e: { message?: string }) => setError(e.message ?? '链接无效或已过期'));
  }, [http, token]);
  if (!shared) return error ? <Result status="403" title={error} /> : <Spin loading style={{ display: 'block', margin: 48 }} />;
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h2>
        包裹 {shared.code} <Tag color={shared.status === '80' ? 'green' : shared.status === '90' ? 'gray' : 'arcoblue'}>{shared.status_label}</Tag>
      </h2>
      <Descriptions
        column={2}
        border
        data={[
          { label: '订单号', value: text(shared.order_codes) },
          { label: '平台', value: text(shared.platform_code) },
          { label: '发货仓库', value: text(shared.warehouse) },
          { label: '物流渠道', value: text(shared.channel, '未指定') },
          { label: '跟踪号', value: text(shared.tracking_no, '尚未发货') },
          { label: '发货时间', value: shared.shipped_at ? formatDisplayTime(shared.shipped_at) : '—' },
          { label: '收件人', value: text(shared.buyer_name) },
          { label: '国家', value: text(shared.country) },
          { label: '收件地址', value: text(shared.address), span: 2 },
          { label: '商品数量', value: text(shared.total_quantity) },
          { label: '重量(kg)', value: text(shared.weight, '未称重') },
        ]}
      />
      <h3 style={{ marginTop: 20 }}>包裹明细</h3>
      <Table
        size="small"
        rowKey={(r) => `${r.order_code}-${r.sku_code}`}
        data={shared.lines}
        pagination={false}
        columns={[
          { title: 'SKU', dataIndex: 'sku_code' },
          { title: '订单号', dataIndex: 'order_code' },
          { title: '数量', dataIndex: 'quantity', align: 'right' },
        ]}
      />
      <h3 style={{ marginTop: 20 }}>处理进度</h3>
      <Timeline>
        {shared.moves.map((m) => (
          <Timeline.Item key={`${m.at}-${m.step}`} label={formatDisplayTime(m.at)}>
            {m.step}
          </Timeline.Item>
        ))}
      </Timeline>
      <Alert style={{ marginTop: 16 }} type="info" content="此页面为只读分享，内容以系统为准。" />
    </div>
  );
}
