import type { EntityDecl } from '@entrepot/entity';
import { FileToolbar, useEntityConfig } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { ACCOUNTS_LOOKUPS, type ListUrls } from '../entity/accounts-urls.ts';
import { FormPlatformProvider } from '../form/form-platform.tsx';

export interface AccountsListPageProps {
  /** Module constants: the page's config memoises on them. */
  entity: EntityDecl;
  urls: ListUrls;
  slots?: Omit<EntityListSlots, 'toolbar'>;
  /** `<base>/template` and `<base>/import` when the entity imports (its server mounts them). */
  importBase?: string;
}

/**
 * The derived list of one accounts entity: filters, sort, pagination, 新增/编辑, 启用/停用 where declared,
 * 删除 with a confirm, the operation log in the detail, and 导出 as a file task.
 */
export function AccountsListPage({ entity, urls, slots, importBase }: AccountsListPageProps) {
  const config = useEntityConfig(entity, urls, ACCOUNTS_LOOKUPS);
  return (
    <FormPlatformProvider>
      <div className="accounts-page">
        <EntityListPage
          config={config}
          slots={{ ...slots, toolbar: (list) => <FileToolbar entity={entity} list={list} exportUrl={urls.export} importBase={importBase} /> }}
        />
      </div>
    </FormPlatformProvider>
  );
}
