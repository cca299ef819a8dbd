import type { Resource } from '@entrepot/entity';
import { ResourceListPage, type ResourceListPageProps } from '@entrepot/web/area';
import { WMS_LOOKUPS } from '../entity/wms-urls.ts';

/**
 * One warehouse setting's screen: the declared resource's list (filters, sort, paging, 新增/编辑, 启用/停用,
 * 删除 with a confirm where it may be deleted, detail with its log) and 导入 / 导出 as file tasks.
 */
export function SettingsPage({ resource, tools }: { resource: Resource; tools?: ResourceListPageProps['tools'] }) {
  return <ResourceListPage resource={resource} lookups={WMS_LOOKUPS} className="wms-page" tools={tools} />;
}
