import { Button, Input, Select, Space, type TableColumnProps, Tag } from '@arco-design/web-react';
import { sku, skuStatus } from '@entrepot/module-catalogue/entities';
import { DownloadButton, type PageOf, QueryFilterForm, QueryListTable, useQueryList } from '@entrepot/web/area';
import { StatusDot } from '@entrepot/web/widgets';
import { useLocation } from 'wouter';
import { INFORMATION, PRODUCT } from '../product-urls.ts';

interface AbnormalRow {
  id: string;
  code: string;
  name: string;
  status: keyof typeof skuStatus.states;
  spu_id: string;
  spu_code: string;
  problem_labels: string[];
}
interface Filters {
  kind: string;
  code: string;
  status: string;
}
interface KindCount {
  kind: string;
  label: string;
  count: number;
}
/** The page, and how many SKUs have each kind of gap (under the other filters). */
interface AbnormalAnswer extends PageOf<AbnormalRow> {
  kinds: KindCount[];
}

const NO_FILTERS: Filters = { kind: '', code: '', status: '' };
const STATUS_OPTIONS = (['developing', 'on_sale', 'suspended', 'clearance'] as const).map((s) => ({ value: s, label: skuStatus.states[s].label }));
const params = (f: Filters): Record<string, string> => Object.fromEntries(Object.entries({ ...f, code: f.code.trim() }).filter(([, v]) => v !== ''));

/**
 * 商品资料 → 异常商品 (`#/commodity/information/abnormal-commodity`): the SKUs whose master data has a gap
 * (主图, 价格, 包装尺寸, 报关信息, SPU品牌), counted per kind, each opening its SKU to fill it in.
 */
export function AbnormalPage() {
  const list = useQueryList<Filters, AbnormalRow, AbnormalAnswer>(`${PRODUCT}/spu/abnormal`, NO_FILTERS, params);
  const [, navigate] = useLocation();
  const kinds = list.answer?.kinds ?? [];
  const columns: TableColumnProps<AbnormalRow>[] = [
    { title: 'SKU编码', dataIndex: 'code', width: 170 },
    { title: '名称', dataIndex: 'name', ellipsis: true },
    { title: 'SPU', dataIndex: 'spu_code', width: 120 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: AbnormalRow['status']) => <StatusDot color={skuStatus.states[s].color}>{skuStatus.states[s].label}</StatusDot>,
    },
    {
      title: '异常',
      dataIndex: 'problem_labels',
      render: (labels: string[]) => (
        <Space wrap size={4}>
          {labels.map((l) => (
            <Tag key={l} color="orangered" size="small">
              {l}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button type="text" size="mini" onClick={() => navigate(`${INFORMATION}/sku/detail?id=${r.id}`)}>
          去完善
        </Button>
      ),
    },
  ];
  return (
    <div className="catalogue-abnormal-page" style={{ padding: 16 }}>
      <QueryFilterForm
        list={list}
        actions={
          <DownloadButton url={`${PRODUCT}/spu/abnormal/export`} params={params(list.applied)} filename="异常商品.xlsx" permission={sku.permission('export')} />
        }
      >
        <Select
          aria-label="异常类型"
          placeholder="全部异常"
          allowClear
          style={{ width: 200 }}
          value={list.filters.kind || undefined}
          onChange={(v?: string) => list.setFilter('kind', v ?? '')}
          options={kinds.map((k) => ({ value: k.kind, label: `${k.label}（${k.count}）` }))}
        />
        <Input
          aria-label="SKU编码或名称"
          placeholder="SKU编码或名称"
          style={{ width: 200 }}
          value={list.filters.code}
          onChange={(v) => list.setFilter('code', v)}
        />
        <Select
          aria-label="SKU状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 140 }}
          value={list.filters.status || undefined}
          onChange={(v?: string) => list.setFilter('status', v ?? '')}
          options={STATUS_OPTIONS}
        />
      </QueryFilterForm>
      <QueryListTable list={list} columns={columns} />
    </div>
  );
}
