import type { EntityDecl } from '@entrepot/entity';
import { FileToolbar, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityUrls } from '@entrepot/web/entity';
import { LOGISTICS_LOOKUPS } from '../entity/logistics-urls.ts';

export interface MasterDataPageProps {
  entity: EntityDecl;
  /** Keep it a module constant: the page's config memoises on it. */
  urls: EntityUrls & { export: string };
  /** `<base>/template` and `<base>/import` when the entity imports (its server mounts them). */
  importBase?: string;
}

/**
 * The derived list of one logistics entity: filters, sort, pagination, 新增/编辑, 启用/停用, 删除 with a
 * confirm, the operation log in the detail, 导入 (where the server mounts it) and 导出 as file tasks.
 */
export function MasterDataPage({ entity, urls, importBase }: MasterDataPageProps) {
  const config = useEntityConfig(entity, urls, LOGISTICS_LOOKUPS);
  return (
    <div className="logistics-page">
      <EntityListPage
        config={config}
        slots={{ toolbar: (list) => <FileToolbar entity={entity} list={list} exportUrl={urls.export} importBase={importBase} /> }}
      />
    </div>
  );
}
