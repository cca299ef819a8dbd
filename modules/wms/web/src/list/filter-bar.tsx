import { Button, Select, Space } from '@arco-design/web-react';
import { BatchQueryInput } from '@entrepot/web/widgets';
import type { ReactNode } from 'react';
import { ALL_WAREHOUSES } from '../entity/wms-urls.ts';
import { useOptions } from './use-options.ts';

// The filter bar the hand-written lists share (库存查询, 库存流水): a form whose submit is 查询, the labelled
// fields, 重置, and the fields both lists have (仓库, SKU).

/** The list's side of a filter bar. */
export interface FilterActions {
  search(): void;
  reset(): void;
}

/** The form: its fields, then 查询 (submit) and 重置. */
export function FilterBar({ list, children }: { list: FilterActions; children: ReactNode }) {
  return (
    <form
      className="wms-filter-bar"
      onSubmit={(event) => {
        event.preventDefault();
        list.search();
      }}
    >
      {children}
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={list.reset}>重置</Button>
      </Space>
    </form>
  );
}

/** A field with its label in front. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Space>
      <span className="wms-filter-label">{label}</span>
      {children}
    </Space>
  );
}

/** 仓库: several of the warehouses the user may see, disabled ones included. */
export function WarehouseFilter({ value, onChange }: { value: string[]; onChange(value: string[]): void }) {
  const warehouses = useOptions(ALL_WAREHOUSES);
  return (
    <FilterField label="仓库">
      <Select
        aria-label="仓库"
        mode="multiple"
        allowClear
        maxTagCount={2}
        style={{ width: 240 }}
        placeholder="全部仓库"
        options={warehouses}
        value={value}
        onChange={(v: string[]) => onChange(v)}
      />
    </FilterField>
  );
}

/** SKU: the batch query's comma list. */
export function SkuFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <FilterField label="SKU">
      <BatchQueryInput placeholder="SKU 批量查询" value={value} onChange={onChange} width={220} />
    </FilterField>
  );
}
