import { Button, Radio, Select, Space } from '@arco-design/web-react';
import { stockDimensions, stockStates } from '@entrepot/module-wms/entities';
import { BatchQueryInput } from '@entrepot/web/widgets';
import { ALL_WAREHOUSES, SERVICE } from '../../entity/wms-urls.ts';
import { useOptions } from '../../list/use-options.ts';
import type { QueryList } from '../../list/use-query-list.ts';
import type { StockFilters, StockRow } from './stock-params.ts';

type List = Pick<QueryList<StockFilters, StockRow, never>, 'filters' | 'setFilter' | 'search' | 'reset'>;

const label = (text: string) => <span className="wms-filter-label">{text}</span>;

/** 统计维度, 仓库, SKU (batch), 库位 (batch), 库区, 库存状态, then 查询 and 重置. */
export function StockFilterBar({ list }: { list: List }) {
  const { filters: f, setFilter } = list;
  const warehouses = useOptions(ALL_WAREHOUSES);
  const areas = useOptions(`${SERVICE}/getArea${f.warehouse_id.length === 1 ? `?warehouse_id=${encodeURIComponent(f.warehouse_id[0]!)}` : ''}`);
  return (
    <form
      className="wms-filter-bar"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center', marginBottom: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        list.search();
      }}
    >
      <Radio.Group
        type="button"
        aria-label="统计维度"
        options={stockDimensions.map((d) => ({ value: d.value, label: d.label }))}
        value={f.dimension}
        onChange={(v) => setFilter('dimension', v)}
      />
      <Space>
        {label('仓库')}
        <Select
          aria-label="仓库"
          mode="multiple"
          allowClear
          maxTagCount={2}
          style={{ width: 240 }}
          placeholder="全部仓库"
          options={warehouses}
          value={f.warehouse_id}
          onChange={(v: string[]) => setFilter('warehouse_id', v)}
        />
      </Space>
      <Space>
        {label('SKU')}
        <BatchQueryInput placeholder="SKU 批量查询" value={f.sku} onChange={(v) => setFilter('sku', v)} width={220} />
      </Space>
      {f.dimension === 'location' && (
        <>
          <Space>
            {label('库位')}
            <BatchQueryInput placeholder="库位批量查询" value={f.location} onChange={(v) => setFilter('location', v)} width={180} />
          </Space>
          <Space>
            {label('库区')}
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
          </Space>
        </>
      )}
      <Space>
        {label('库存状态')}
        <Select
          aria-label="库存状态"
          allowClear
          style={{ width: 140 }}
          placeholder="有库存"
          options={stockStates.map((s) => ({ value: s.value, label: s.label }))}
          value={f.state || undefined}
          onChange={(v) => setFilter('state', v ?? '')}
        />
      </Space>
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={list.reset}>重置</Button>
      </Space>
    </form>
  );
}
