import type { EntityDecl } from '@entrepot/entity';
import { FileToolbar, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import type { ReactNode } from 'react';
import { FINANCE_LOOKUPS, type ScreenUrls } from '../entity/finance-urls.ts';

export interface MasterDataPageProps {
  entity: EntityDecl;
  /** Keep it a module constant: the page's config memoises on it. */
  urls: ScreenUrls;
  /** Shown above the list (the exchange-rate screen's rate of a day). */
  header?: ReactNode;
  /** `<base>/template` and `<base>/import` when the entity imports (its server mounts them). */
  importBase?: string;
}

/**
 * The derived list of one finance entity: filters, sort, pagination, 新增/编辑 in a drawer, 启用/停用 and
 * 删除 after a confirm, the operation log in the detail, and 导出 as a file task.
 */
export function MasterDataPage({ entity, urls, header, importBase }: MasterDataPageProps) {
  const config = useEntityConfig(entity, urls, FINANCE_LOOKUPS);
  const slots: EntityListSlots = { toolbar: (list) => <FileToolbar entity={entity} list={list} exportUrl={urls.export} importBase={importBase} /> };
  return (
    <div className="finance-page">
      {header}
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
