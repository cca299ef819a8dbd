import { useArea } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';
import { gatewayAccountLookup, PlatformAccountSelect } from '@entrepot/web/widgets';
import { useMemo } from 'react';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * 平台 + 销售账号 in the sales-account filter bar (the spec's selector over the gateway lookups): the
 * platform filters `platform_code`, the chosen accounts `ids`.
 */
export function PlatformAccountFilter({ list }: { list: Pick<EntityList, 'filters' | 'setFilter'> }) {
  const { http } = useArea();
  const lookup = useMemo(() => gatewayAccountLookup(http), [http]);
  const platform = list.filters.platform_code;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span style={{ color: 'var(--color-text-2)' }}>平台账号</span>
      <PlatformAccountSelect
        lookup={lookup}
        value={{ platform: typeof platform === 'string' && platform !== '' ? platform : undefined, accounts: asList(list.filters.ids) }}
        onChange={(next) => {
          list.setFilter('platform_code', next.platform ?? '');
          list.setFilter('ids', next.accounts);
        }}
      />
    </span>
  );
}
