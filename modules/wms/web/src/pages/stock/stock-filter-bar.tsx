import { Radio, Select } from '@arco-design/web-react';
import { type StockRow, stockDimensions, stockStates } from '@entrepot/module-wms/entities';
import type { QueryList } from '@entrepot/web/area';
import { BatchQueryInput } from '@entrepot/web/widgets';
import { SERVICE } from '../../entity/wms-urls.ts';
import { FilterBar, FilterField, SkuFilter, WarehouseFilter } from '../../list/filter-bar.tsx';
import { useOptions } from '../../list/use-options.ts';
import type { StockFilters } from './stock-params.ts';

type List = Pick<QueryList<StockFilters, StockRow, never>, 'filters' | 'setFilter' | 'search' | 'reset'>;

/** 统计维度, 仓库, SKU (batch), 库位 (batch), 库区, 库存状态, then 查询 and 重置. */
export function StockFilterBar({ list }: { list: List }) {
  const { filters: f, setFilter } = list;
  const areas = useOptions(`${SERVICE}/getArea${f.warehouse_id.length === 1 ? `?warehouse_id=${encodeURIComponent(f.warehouse_id[0]!)}` : ''}`);
  return (
    <FilterBar list={list}>
      <Radio.Group
        type="button"
        aria-label="统计维度"
        options={stockDimensions.map((d) => ({ value: d.value, label: d.label }))}
        value={f.dimension}
        onChange={(v) => setFilter('dimension', v)}
      />
      <WarehouseFilter value={f.warehouse_id} onChange={(v) => setFilter('warehouse_id', v)} />
      <SkuFilter value={f.sku} onChange={(v) => setFilter('sku', v)} />
      {f.dimension === 'location' && (
        <>
          <FilterField label="库位">
            <BatchQueryInput placeholder="库位批量查询" value={f.location} onChange={(v) => setFilter('location', v)} width={180} />
          </FilterField>
          <FilterField label="库区">
            <Select
              aria-label="库区"
              allowClear
              showSearch
              style={{ width: 200 }}
              placeholder="全部库区"
              options={areas}
              value={f.area_id || undefined}
              onChange={(v) => setFilter('area_id', v ?? '')}
            />
          </FilterField>
        </>
      )}
      <FilterField label="库存状态">
        <Select
          aria-label="库存状态"
          allowClear
          style={{ width: 140 }}
          placeholder="有库存"
          options={stockStates.map((s) => ({ value: s.value, label: s.label }))}
          value={f.state || undefined}
          onChange={(v) => setFilter('state', v ?? '')}
        />
      </FilterField>
    </FilterBar>
  );
}
