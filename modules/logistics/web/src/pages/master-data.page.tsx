import type { EntityDecl } from '@entrepot/entity';
import { ExportButton, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityUrls } from '@entrepot/web/entity';
import { LOGISTICS_LOOKUPS } from '../entity/logistics-urls.ts';

export interface MasterDataPageProps {
  entity: EntityDecl;
  /** Keep it a module constant: the page's config memoises on it. */
  urls: EntityUrls & { export: string };
}

/**
 * The derived list of one logistics entity: filters, sort, pagination, 新增/编辑, 启用/停用, 删除 with a
 * confirm, the operation log in the detail, and 导出 as a file task.
 */
export function MasterDataPage({ entity, urls }: MasterDataPageProps) {
  const config = useEntityConfig(entity, urls, LOGISTICS_LOOKUPS);
  return (
    <div className="logistics-page">
      <EntityListPage config={config} slots={{ toolbar: (list) => <ExportButton entity={entity} list={list} url={urls.export} /> }} />
    </div>
  );
}
