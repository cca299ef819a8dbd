import { Empty, Select, Space, Spin, Statistic, Table, Tag, Typography } from '@arco-design/web-react';
import type { EntityRow } from '@entrepot/web/entity';
import { useState } from 'react';
import { useReloading } from '../standard/spu-standard.tab.tsx';
import { PRODUCT_API } from '../standard/standard-urls.ts';

const id = (value: string) => encodeURIComponent(value);
const urls = {
  costs: (spuId: string) => `${PRODUCT_API}/spu/skucb?id=${id(spuId)}`,
  links: (spuId: string, platform: string) => `${PRODUCT_API}/spu/checklink?id=${id(spuId)}${platform ? `&platform=${id(platform)}` : ''}`,
};

interface Band {
  min: string | null;
  max: string | null;
  missing: number;
}
interface CostRow {
  id: string;
  code: string;
  spec: string | null;
  status_label: string;
  cost_price?: string | null;
  sale_price?: string | null;
  margin?: string | null;
}
/** `spu/skucb`: the cost and price columns are absent when the reader's column rules hide them. */
interface CostAnswer {
  cost_price?: Band;
  sale_price?: Band;
  skus: CostRow[];
}

const range = (b: Band | undefined) => (!b ? '无权查看' : b.min === null ? '—' : b.min === b.max ? `¥${b.min}` : `¥${b.min} ~ ¥${b.max}`);
const money = (v: string | null | undefined) => (v == null ? <Typography.Text type="secondary">未填写</Typography.Text> : `¥${v}`);

/** 成本毛利: each SKU's 成本价, 销售价 and 毛利率 (spu/skucb, computed by the database on the decimals). */
function CostTab({ spuId }: { spuId: string }) {
  const { data } = useReloading<CostAnswer>(urls.costs(spuId));
  if (!data) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  if (data.skus.length === 0) return <Empty description="该SPU还没有SKU" />;
  const showMoney = data.cost_price !== undefined && data.sale_price !== undefined;
  return (
    <div className="catalogue-spu-costs">
      <Space size={48} style={{ marginBottom: 12 }}>
        <Statistic title="成本价" value={range(data.cost_price)} />
        <Statistic title="销售价" value={range(data.sale_price)} />
        <Statistic title="未填成本价的SKU" value={data.cost_price?.missing ?? '—'} />
      </Space>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        data={data.skus}
        columns={[
          { title: 'SKU编码', dataIndex: 'code' },
          { title: '规格', dataIndex: 'spec' },
          { title: '状态', dataIndex: 'status_label' },
          ...(showMoney
            ? [
                { title: '成本价', dataIndex: 'cost_price', render: money },
                { title: '销售价', dataIndex: 'sale_price', render: money },
                { title: '毛利率', dataIndex: 'margin', render: (m: string | null) => (m == null ? '—' : `${m}%`) },
              ]
            : []),
        ]}
      />
    </div>
  );
}

interface Link {
  id: string;
  platform_code: string;
  account: string | null;
  platform_sku: string;
}
interface LinkRow {
  id: string;
  code: string;
  spec: string | null;
  status_label: string;
  links: Link[];
  problem: 'unlinked' | 'stale' | null;
  message: string | null;
}
interface LinkAnswer {
  linked: number;
  unlinked: number;
  stale: number;
  platforms: { platform_code: string; links: number }[];
  skus: LinkRow[];
}

/** 平台链接: which SKUs a platform lists (SKU映射), the selling ones nobody lists and the stopped ones still listed. */
function LinkTab({ spuId }: { spuId: string }) {
  const [platform, setPlatform] = useState('');
  const { data } = useReloading<LinkAnswer>(urls.links(spuId, platform));
  if (!data) return <Spin loading style={{ display: 'block', minHeight: 80 }} />;
  return (
    <div className="catalogue-spu-links">
      <Space size={48} style={{ marginBottom: 12 }} align="end">
        <Statistic title="已关联" value={data.linked} />
        <Statistic title="在售未关联" value={data.unlinked} styleValue={data.unlinked ? { color: 'rgb(var(--orange-6))' } : undefined} />
        <Statistic title="停售仍关联" value={data.stale} styleValue={data.stale ? { color: 'rgb(var(--red-6))' } : undefined} />
        <Select
          aria-label="平台"
          placeholder="全部平台"
          allowClear
          style={{ width: 160 }}
          value={platform || undefined}
          onChange={(v) => setPlatform(v ?? '')}
          options={data.platforms.map((p) => ({ value: p.platform_code, label: `${p.platform_code} (${p.links})` }))}
        />
      </Space>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        data={data.skus}
        columns={[
          { title: 'SKU编码', dataIndex: 'code' },
          { title: '规格', dataIndex: 'spec' },
          { title: '状态', dataIndex: 'status_label' },
          {
            title: '平台SKU',
            dataIndex: 'links',
            render: (links: Link[]) =>
              links.length ? links.map((l) => <Tag key={l.id}>{`${l.platform_code}${l.account ? `/${l.account}` : ''}: ${l.platform_sku}`}</Tag>) : '—',
          },
          {
            title: '检查',
            dataIndex: 'message',
            render: (m: string | null, r: LinkRow) => (m ? <Tag color={r.problem === 'stale' ? 'red' : 'orange'}>{m}</Tag> : <Tag color="green">正常</Tag>),
          },
        ]}
      />
    </div>
  );
}

/** The SPU detail's tabs of this folder: 成本毛利 (spu/skucb) and 平台链接 (spu/checklink). */
export function spuFamilyTabs(row: EntityRow) {
  const spuId = String(row.id);
  return [
    { key: 'costs', title: '成本毛利', content: <CostTab spuId={spuId} /> },
    { key: 'links', title: '平台链接', content: <LinkTab spuId={spuId} /> },
  ];
}
