import { type EntityDecl, type Resource, type ResourceUrls, resourceUrls } from '@entrepot/entity';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { EntityListPage, type EntityListSlots, type OpenedOnArrival } from '../entity/index.ts';
import { FileToolbar } from './import-button.tsx';
import { useOpenedFromUrl } from './opened-from-url.ts';
import { type ConfigOptions, useEntityConfig } from './use-entity-config.ts';

type ListHandle = Parameters<NonNullable<EntityListSlots['toolbar']>>[0];

const urlCache = new WeakMap<Resource, ResourceUrls>();

/** The resource's URLs, one object per resource (the page's config memoises on its identity). */
export function urlsOf(resource: Resource): ResourceUrls {
  let urls = urlCache.get(resource);
  if (!urls) {
    urls = resourceUrls(resource);
    urlCache.set(resource, urls);
  }
  return urls;
}

export interface ResourceListPageProps {
  /** A module constant (its declaration in `entities/resources.ts`). */
  resource: Resource;
  /** The declaration as this page shows it, when it differs (a copy without filters the page replaces); a module constant. */
  entity?: EntityDecl;
  /** Options of reference fields by target entity (a module constant): a URL, or `cache:<name>` for the hub's lists. */
  lookups: Record<string, string>;
  /** The area's page class (spacing of its screens). */
  className?: string;
  /** Shown above the list (the exchange-rate screen's rate of a day). */
  header?: ReactNode;
  /** What the import's dialog explains about the file (a document's sheet explains itself). */
  importExplanation?: string;
  /** Tools before 导入 / 导出 (批量新增 of locations). */
  tools?: (list: ListHandle) => ReactNode;
  slots?: Omit<EntityListSlots, 'toolbar'>;
  options?: ConfigOptions;
  /** Opened as the page arrives: the screens of the spec for 新增, 编辑 and 详情 (`noticeAdd`, `supplierEdit?id=`). */
  opened?: OpenedOnArrival;
}

/** How a document's sheet is read (the server's file-tasks/document-import.ts). */
const DOCUMENT_IMPORT = '每行一个明细；同一单据的各行填写相同的「单据序号」，表头列填在第一行即可。整个文件校验通过后才会生成单据。';

/**
 * A declared resource's screen: the derived list (filters, sort, paging, 新增/编辑 in a drawer, the status
 * transitions and 删除 after a confirm, the detail with its log) and 导入 (template, file task, error report)
 * / 导出 as file tasks, at the URLs its declaration gives.
 */
export function ResourceListPage(props: ResourceListPageProps) {
  const { resource, entity = resource.entity, lookups, className, header, tools, slots, options, opened, importExplanation } = props;
  const urls = urlsOf(resource);
  // A resource served without a delete route never offers 删除, whatever the user holds (a warehouse is disabled).
  const removable = resource.routes.some((r) => r.action === 'remove');
  const offered = useMemo(
    () => (removable ? options : { ...options, withhold: [...(options?.withhold ?? []), resource.entity.permission('delete')] }),
    [removable, options, resource],
  );
  const config = useEntityConfig(entity, urls, lookups, offered);
  const toolbar = (list: ListHandle) => (
    <>
      {tools?.(list)}
      {urls.export && (
        <FileToolbar
          entity={entity}
          list={list}
          exportUrl={urls.export}
          importBase={urls.importBase}
          importExplanation={entity.document?.lines ? DOCUMENT_IMPORT : importExplanation}
        />
      )}
    </>
  );
  return (
    <div className={className}>
      {header}
      <EntityListPage config={config} slots={{ ...slots, toolbar }} opened={opened} />
    </div>
  );
}

/** The area's route table entry of a resource's screen: its own page, or the derived list with `props`. */
export function screenRoute(resource: Resource, page: ComponentType | Omit<ResourceListPageProps, 'resource'>): readonly [string, ComponentType] {
  if (!resource.screen) throw new Error(`${resource.entity.name}: no screen declared`);
  return [resource.screen.url, typeof page === 'function' ? page : derivedPage(resource, page)];
}

/** A derived screen: `?id=` opens that record's detail (where the palette sends a document found by its number). */
function DerivedScreen(props: ResourceListPageProps) {
  const { key, opened } = useOpenedFromUrl('detail');
  return <ResourceListPage key={key} opened={opened} {...props} />;
}

/** Made once per route, when the area's route table is built (never during a render). */
const derivedPage = (resource: Resource, props: Omit<ResourceListPageProps, 'resource'>) => () => <DerivedScreen resource={resource} {...props} />;
