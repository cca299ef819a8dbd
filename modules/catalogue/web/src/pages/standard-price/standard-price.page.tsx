import { Button, TreeSelect } from '@arco-design/web-react';
import type { RowOf } from '@entrepot/entity';
import { STANDARD_PRICE_PLATFORMS, standardPriceList, standardPriceRatio } from '@entrepot/module-catalogue/entities';
import { ExportButton, QueryListPage, type QueryListPageProps, useArea, useCan } from '@entrepot/web/area';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type AppliedRatio, PriceCell } from './price-cell.tsx';
import { RatioSettingsDrawer } from './ratio-settings.drawer.tsx';
import { standardPriceUrls } from './standard-price-urls.ts';

type Row = RowOf<typeof standardPriceList> & { prices?: Record<string, AppliedRatio | null> };
interface CategoryNode {
  id: string;
  name: string;
  children: CategoryNode[];
}
interface TreeNode {
  key: string;
  title: string;
  children: TreeNode[];
}
const treeData = (nodes: CategoryNode[]): TreeNode[] => nodes.map((n) => ({ key: n.id, title: n.name, children: treeData(n.children) }));

/**
 * 商品资料 → 标准价 (`#/commodity/information/standard-price`): the declared query `standardPriceList` — each SKU's
 * floor price per marketplace, 成本价 × the platform's 倍率 (or its category's), with 分类（含下级）and 导出 (a file
 * task); 倍率设置 edits the ratios and the table shows the new prices as soon as one is saved.
 */
export function StandardPricePage() {
  const { http } = useArea();
  const can = useCan();
  const [settings, setSettings] = useState(false);
  const [categories, setCategories] = useState<CategoryNode[]>([]);
  const refresh = useRef(() => {}); // the list's, for the drawer's saves (kept as the list renders its toolbar)
  useEffect(() => {
    http
      .get<CategoryNode[]>(standardPriceUrls.categoryTree, { silent: true })
      .then(setCategories)
      .catch(() => {}); // without the category read code the filter stays empty
  }, [http]);
  const slots = useMemo<QueryListPageProps<typeof standardPriceList>['slots']>(
    () => ({
      filters: (list) => (
        <TreeSelect
          aria-label="分类"
          allowClear
          showSearch
          style={{ width: 180 }}
          placeholder="分类（含下级）"
          treeData={treeData(categories)}
          value={String(list.filters.category_id ?? '') || undefined}
          onChange={(v?: string) => list.setFilter('category_id', v ?? '')}
        />
      ),
      cells: { cost_price: (r: Row) => r.cost_price ?? '-' },
      columns: STANDARD_PRICE_PLATFORMS.map((p) => ({
        title: `${p.label}标准价`,
        key: p.value,
        width: 140,
        render: (_: unknown, r: Row) => <PriceCell platform={p.value} applied={r.prices?.[p.value] ?? null} />,
      })),
      toolbar: (list) => {
        refresh.current = list.refresh;
        return (
          <>
            {can(standardPriceRatio.permission('read')) && (
              <Button type="primary" onClick={() => setSettings(true)}>
                倍率设置
              </Button>
            )}
            <ExportButton entity={standardPriceList} url={standardPriceUrls.export} list={list} />
          </>
        );
      },
    }),
    [categories, can],
  );
  return (
    <>
      <QueryListPage className="catalogue-standard-price-page" query={standardPriceList} url={standardPriceUrls.list} slots={slots} />
      <RatioSettingsDrawer visible={settings} onClose={() => setSettings(false)} onChanged={() => refresh.current()} />
    </>
  );
}
