import { Button, Input, Select, type TableColumnProps, TreeSelect } from '@arco-design/web-react';
import { STANDARD_PRICE_PLATFORMS, sku, skuStatus, standardPriceRatio } from '@entrepot/module-catalogue/entities';
import { EXPORT_STARTED, FileTasksLink, type PageOf, QueryFilterForm, QueryListTable, useArea, useCan, useQueryList } from '@entrepot/web/area';
import { BatchQueryInput, StatusDot } from '@entrepot/web/widgets';
import { useEffect, useState } from 'react';
import { type AppliedRatio, PriceCell } from './price-cell.tsx';
import { RatioSettingsDrawer } from './ratio-settings.drawer.tsx';
import { standardPriceUrls } from './standard-price-urls.ts';

type SkuState = keyof typeof skuStatus.states;
interface PriceRow {
  id: string;
  code: string;
  name: string;
  spec: string | null;
  spu_id_title: string | null;
  category_id_title: string | null;
  status: SkuState;
  /** Absent when the reader's column rules hide it. */
  cost_price?: string | null;
  prices: Record<string, AppliedRatio | null>;
}
interface Filters {
  code: string;
  spu_code: string;
  category_id: string;
  status: string;
}
interface CategoryNode {
  id: string;
  name: string;
  children: CategoryNode[];
}

const NO_FILTERS: Filters = { code: '', spu_code: '', category_id: '', status: '' };
const STATUS_OPTIONS = Object.entries(skuStatus.states).map(([value, s]) => ({ value, label: s.label }));
const params = (f: Filters): Record<string, string> => ({
  sort: 'code',
  ...Object.fromEntries(Object.entries({ ...f, spu_code: f.spu_code.trim() }).filter(([, v]) => v !== '')),
});
interface TreeNode {
  key: string;
  title: string;
  children: TreeNode[];
}
const treeData = (nodes: CategoryNode[]): TreeNode[] => nodes.map((n) => ({ key: n.id, title: n.name, children: treeData(n.children) }));

const columns: TableColumnProps<PriceRow>[] = [
  { title: 'SKU编码', dataIndex: 'code', width: 160 },
  { title: 'SKU名称', dataIndex: 'name', ellipsis: true },
  { title: 'SPU', dataIndex: 'spu_id_title', width: 150, ellipsis: true },
  { title: '分类', dataIndex: 'category_id_title', width: 100 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    render: (s: SkuState) => <StatusDot color={skuStatus.states[s].color}>{skuStatus.states[s].label}</StatusDot>,
  },
  { title: '成本价(元)', key: 'cost_price', width: 100, render: (_: unknown, r) => r.cost_price ?? '-' },
  ...STANDARD_PRICE_PLATFORMS.map(
    (p): TableColumnProps<PriceRow> => ({
      title: `${p.label}标准价`,
      key: p.value,
      width: 140,
      render: (_: unknown, r) => <PriceCell platform={p.value} applied={r.prices[p.value] ?? null} />,
    }),
  ),
];

/**
 * 商品资料 → 标准价 (`#/commodity/information/standard-price`): each SKU's floor price per marketplace, 成本价 ×
 * the platform's 倍率 (or its category's), with filters, paging and 导出; 倍率设置 edits the ratios and the
 * table shows the new prices as soon as one is saved.
 */
export function StandardPricePage() {
  const { http, bridge } = useArea();
  const can = useCan();
  const list = useQueryList<Filters, PriceRow, PageOf<PriceRow>>(standardPriceUrls.list, NO_FILTERS, params);
  const [settings, setSettings] = useState(false);
  const [categories, setCategories] = useState<CategoryNode[]>([]);
  useEffect(() => {
    http
      .get<CategoryNode[]>(standardPriceUrls.categoryTree, { silent: true })
      .then(setCategories)
      .catch(() => {}); // without the category read code the filter stays empty
  }, [http]);
  const exportList = async () => {
    try {
      await http.get(standardPriceUrls.export, { params: params(list.applied) });
      bridge.toast('success', EXPORT_STARTED);
    } catch {
      // the HTTP client already showed the error
    }
  };
  const f = list.filters;
  return (
    <div className="catalogue-standard-price-page">
      <QueryFilterForm list={list}>
        <BatchQueryInput value={f.code} onChange={(v) => list.setFilter('code', v)} placeholder="批量SKU编码" width={200} />
        <Input
          aria-label="SPU编码"
          allowClear
          style={{ width: 150 }}
          placeholder="SPU编码"
          value={f.spu_code}
          onChange={(v) => list.setFilter('spu_code', v)}
        />
        <TreeSelect
          aria-label="分类"
          allowClear
          showSearch
          style={{ width: 180 }}
          placeholder="分类（含下级）"
          treeData={treeData(categories)}
          value={f.category_id || undefined}
          onChange={(v?: string) => list.setFilter('category_id', v ?? '')}
        />
        <Select
          aria-label="SKU状态"
          allowClear
          style={{ width: 130 }}
          placeholder="全部状态"
          options={STATUS_OPTIONS}
          value={f.status || undefined}
          onChange={(v?: string) => list.setFilter('status', v ?? '')}
        />
      </QueryFilterForm>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        {can(standardPriceRatio.permission('read')) && (
          <Button type="primary" onClick={() => setSettings(true)}>
            倍率设置
          </Button>
        )}
        {can(sku.permission('export')) && (
          <>
            <Button onClick={exportList}>导出</Button>
            <FileTasksLink />
          </>
        )}
      </div>
      <QueryListTable list={list} columns={columns} />
      <RatioSettingsDrawer visible={settings} onClose={() => setSettings(false)} onChanged={list.refresh} />
    </div>
  );
}
