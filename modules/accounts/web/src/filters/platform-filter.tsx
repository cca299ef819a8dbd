import { Select } from '@arco-design/web-react';
import type { EntityList } from '@entrepot/web/entity';
import { platformOptions } from '../lookup/gateway.ts';
import { useOptions } from '../lookup/use-options.ts';

/** 平台 in a filter bar: the platforms by English name, bound to the list's `platform_code` filter. */
export function PlatformFilter({ list }: { list: Pick<EntityList, 'filters' | 'setFilter'> }) {
  const platforms = useOptions(platformOptions, '');
  const value = list.filters.platform_code;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span style={{ color: 'var(--color-text-2)' }}>平台</span>
      <Select
        aria-label="平台"
        allowClear
        showSearch
        style={{ width: 160 }}
        placeholder="平台"
        options={platforms}
        value={typeof value === 'string' && value !== '' ? value : undefined}
        onChange={(code: string | undefined) => list.setFilter('platform_code', code ?? '')}
      />
    </span>
  );
}
