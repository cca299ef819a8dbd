import type { EntityDecl, QueryDecl, RowOf } from '@entrepot/entity';
import { useMemo } from 'react';
import {
  changeLines,
  EntityListPage,
  type EntityListSlots,
  type EntityRow,
  type EntityUrls,
  type FilterValues,
  type OperationLogEntry,
} from '../entity/index.ts';
import { DownloadButton } from './download-button.tsx';
import { exportParams } from './export-button.tsx';
import { useEntityConfig } from './use-entity-config.ts';

export interface QueryListPageProps<D extends QueryDecl = QueryDecl> {
  /** A module constant (its declaration in `entities/*.query.ts`). */
  query: D;
  /** The list route (`queryList` on the server). */
  url: string;
  /** Its export (`queryExport`): 导出 downloads the rows under the applied filters and sort. */
  exportUrl?: string;
  /** Options of reference filters by target entity (a module constant). */
  lookups?: Record<string, string>;
  /** The area's page class (the page frame is the area router's). */
  className?: string;
  /** Custom cells (a code linking to its record, a log's changes as lines), row and batch actions; no form, no detail. */
  slots?: Omit<EntityListSlots<RowOf<D> & EntityRow>, 'form' | 'detail'>;
  /** The filters the screen opens with (and 重置 returns to). */
  initialFilters?: FilterValues;
  /** Filters it opens with beside those, which 重置 clears (a module constant). */
  openFilters?: FilterValues;
}

const NO_LOOKUPS: Record<string, string> = {};

/** An operation log's 变更内容: a line a field, `销售价: 29.90 → 25.90`, in the logged entity's words. */
const changesCell = (of: EntityDecl) => (row: EntityRow) => (
  <div style={{ whiteSpace: 'pre-line' }}>{changeLines(of, (row.changes ?? {}) as OperationLogEntry['changes']).join('\n') || '-'}</div>
);

/** The 合计 row of a query's declared `totals` (the answer's, over every filtered row), when there are rows. */
const declaredTotals = (list: { answer?: Record<string, unknown> | null; total: number }) => {
  const totals = list.answer?.totals as Record<string, number | string> | undefined;
  return totals && list.total > 0 ? { ...totals } : null;
};

/**
 * A declared query's screen: the filter bar and columns its fields declare, sort, paging with 共 N 条 (共 约N 条
 * above the exact limit), column settings and 导出 (with `exportUrl`); no 新增, 编辑, 删除 or detail drawer — a
 * screen's own row and batch actions (`slots`) do what it offers. A query declaring `totals` shows their 合计 below the rows.
 */
export function QueryListPage<D extends QueryDecl>({
  query,
  url,
  exportUrl,
  lookups = NO_LOOKUPS,
  className,
  slots,
  initialFilters,
  openFilters,
}: QueryListPageProps<D>) {
  const urls = useMemo<EntityUrls>(() => {
    const none = () => url; // a query offers no record action: never called
    return { list: url, detail: none, create: url, update: none, remove: none };
  }, [url]);
  const options = useMemo(
    () => ({ only: [query.permission('read'), query.permission('export')], initialFilters, openFilters }),
    [query, initialFilters, openFilters],
  );
  const config = useEntityConfig(query, urls, lookups, options);
  return (
    <div className={className}>
      <EntityListPage<RowOf<D> & EntityRow>
        config={config}
        slots={{
          ...slots,
          cells: query.logOf ? { changes: changesCell(query.logOf), ...slots?.cells } : slots?.cells,
          summary: slots?.summary ?? (query.totals ? declaredTotals : undefined),
          detail: false,
          toolbar: (list) => (
            <>
              {slots?.toolbar?.(list)}
              {exportUrl && (
                <DownloadButton url={exportUrl} params={exportParams(query, list)} filename={`${query.label}.xlsx`} permission={query.permission('export')} />
              )}
            </>
          ),
        }}
      />
    </div>
  );
}
