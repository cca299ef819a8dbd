import { Button, Space } from '@arco-design/web-react';
import type { EntityDecl, Field } from '@entrepot/entity';
import type { ReactNode } from 'react';
import { useLeadingClick } from '../../widgets/timing/use-leading-click.ts';
import { FilterControl } from './filter-control.tsx';
import type { EntityList } from './use-entity-list.ts';

export interface EntityFilterBarProps {
  entity: EntityDecl;
  list: Pick<EntityList, 'filters' | 'setFilter' | 'search' | 'reset'>;
  /** Extra controls before 查询 (a page's own filters, bound to list.filters). */
  extra?: ReactNode;
  /**
   * Filters that are no field of the entity (query keys its server reads: a SKU by its SPU's brand), after its own;
   * one named as a declared field is that filter's control (a text id chosen from a lookup).
   */
  queryFields?: Record<string, Field>;
  /** Filters not shown (set by a link: the initial filters), still applied. */
  hidden?: string[];
}

/** One control per field that declares `filter` (the entity's, then the page's query fields), then 查询 and 重置. */
export function EntityFilterBar({ entity, list, extra, queryFields = {}, hidden = [] }: EntityFilterBarProps) {
  const search = useLeadingClick(() => list.search());
  const reset = useLeadingClick(() => list.reset());
  const filterable = Object.entries({ ...entity.fields, ...queryFields })
    .filter(([key, f]) => f.filter && !f.writeOnly && !hidden.includes(key))
    // A search over several fields (likeAlso) names them all: SKU编码/SKU名称.
    .map(([key, f]): [string, Field] => [
      key,
      f.likeAlso ? { ...f, label: [f, ...f.likeAlso.map((k) => entity.fields[k]!)].map((x) => x.label).join('/') } : f,
    ]);
  return (
    <form
      className="entity-filter-bar"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center', marginBottom: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      {filterable.map(([key, field]) => (
        <span key={key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span className="entity-filter-label" style={{ color: 'var(--color-text-2)', whiteSpace: 'nowrap' }}>
            {field.label}
          </span>
          <FilterControl name={key} field={field} value={list.filters[key]} onChange={(v) => list.setFilter(key, v)} />
        </span>
      ))}
      {extra}
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button onClick={reset}>重置</Button>
      </Space>
    </form>
  );
}
