import type { EntityDecl } from '@entrepot/entity';
import type { ConfigOptions } from '@entrepot/web/area';
import { FileToolbar } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import type { ReactNode } from 'react';
import { useEntityConfig } from '../entity/use-entity-config.ts';
import { API, exportUrl, settingsUrls } from '../entity/wms-urls.ts';

type ListHandle = Parameters<NonNullable<EntityListSlots['toolbar']>>[0];

export interface SettingsListPageProps {
  entity: EntityDecl;
  /** The entity's name in the paths: `area` → `area`, `addArea`, `areaExport`, `area/import`. */
  name: string;
  /** Tools before 导入 / 导出 (批量新增 of locations). */
  tools?: (list: ListHandle) => ReactNode;
  options?: ConfigOptions;
}

/**
 * One warehouse setting's screen: the derived list (filters, sort, paging, 新增/编辑, 启用/停用, 删除 with a
 * confirm, detail with its log) and 导入 (template, file task, error report) / 导出.
 */
export function SettingsListPage({ entity, name, tools, options }: SettingsListPageProps) {
  const config = useEntityConfig(entity, settingsUrls(name), options);
  const slots: EntityListSlots = {
    toolbar: (list) => (
      <>
        {tools?.(list)}
        <FileToolbar entity={entity} list={list} exportUrl={exportUrl(name)} importBase={`${API}/${name}`} />
      </>
    ),
  };
  return (
    <div className="wms-page">
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
