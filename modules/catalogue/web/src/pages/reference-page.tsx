import type { EntityDecl } from '@entrepot/entity';
import { ExportButton, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { REFERENCE_LOOKUPS, type ReferenceUrls } from './reference-urls.ts';

export interface ReferencePageProps {
  entity: EntityDecl;
  /** Keep it a module constant: the page's config memoises on it. */
  urls: ReferenceUrls;
  /** More toolbar buttons and row actions beside 导出. */
  slots?: EntityListSlots;
}

/**
 * The derived list of one reference entity: filters, sort, pagination, 新增/编辑 (child rows as an editable
 * table), 删除 with a confirm, the operation log in the detail, and 导出 as a file task.
 */
export function ReferencePage({ entity, urls, slots = {} }: ReferencePageProps) {
  const config = useEntityConfig(entity, urls, REFERENCE_LOOKUPS);
  const toolbar: EntityListSlots['toolbar'] = (list) => (
    <>
      <ExportButton entity={entity} list={list} url={urls.export} />
      {slots.toolbar?.(list)}
    </>
  );
  return (
    <div className="catalogue-reference-page">
      <EntityListPage config={config} slots={{ ...slots, toolbar }} />
    </div>
  );
}
