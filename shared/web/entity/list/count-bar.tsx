import { Radio } from '@arco-design/web-react';
import type { EntityDecl } from '@entrepot/entity';
import type { EntityRow } from '../config.ts';
import type { EntityList } from './use-entity-list.ts';

const ALL = '';

/**
 * The count bar of a list whose declaration names `counts`, as the server counts it: 全部 N · 审批中 3 · 已通过 4 …,
 * each choice with its rows under the other filters; a click filters the list by that choice (全部, value '',
 * clears it) and queries at once.
 */
export function CountBar<Row extends EntityRow>({ entity, list }: { entity: EntityDecl; list: EntityList<Row> }) {
  const key = entity.counts;
  if (!key || !list.counts) return null;
  const field = entity.fields[key]!;
  const applied = list.query.filters[key];
  const current = Array.isArray(applied) ? (applied.length === 1 ? applied[0]! : ALL) : typeof applied === 'string' ? applied : ALL;
  const choose = (value: string) => {
    const next = value === ALL ? (field.filter === 'in' ? [] : '') : field.filter === 'in' ? [value] : value;
    list.search({ ...list.filters, [key]: next });
  };
  return (
    <Radio.Group type="button" size="small" value={current} onChange={choose} style={{ marginBottom: 12 }} aria-label={`按${field.label}统计`}>
      {list.counts.map((c) => (
        <Radio key={c.value} value={c.value}>
          {c.label} {c.count}
        </Radio>
      ))}
    </Radio.Group>
  );
}
