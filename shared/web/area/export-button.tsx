import { Button } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import type { EntityDecl } from '@entrepot/entity';
import { useState } from 'react';
import { type EntityList, toListParams } from '../entity/index.ts';
import { useArea } from './area-context.ts';
import { useCan } from './use-can.ts';

export const EXPORT_STARTED = '导出任务已创建，请在文件任务中下载';
export const FILE_TASKS_PATH = '/system/file-tasks';

/** The list's applied filters and sort as an export's query (no paging). */
export function exportParams(entity: EntityDecl, list: Pick<EntityList, 'query'>): Record<string, string | number> {
  const { page: _page, per_page: _perPage, exact_total: _exact, ...params } = toListParams(entity, list.query);
  return params;
}

/**
 * 导出 of a derived list page (its toolbar slot): queues the server's export file task with the list's
 * filters (`GET <url>` answering `{task_id}`), then 文件任务 opens the user's tasks. Hidden without
 * `<entity>.export`. A page that is not an entity's list passes its own `params`; `method: 'post'` sends them as
 * the JSON body (a route taking its filters there, e.g. the catalogue's `asyncExport*`).
 */
export function ExportButton({
  entity,
  url,
  method = 'get',
  ...of
}: { entity: EntityDecl; url: string; method?: 'get' | 'post' } & ({ list: Pick<EntityList, 'query'> } | { params: Record<string, string | number> })) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [exporting, setExporting] = useState(false);
  if (!can(entity.permission('export'))) return null;
  const start = async () => {
    setExporting(true);
    try {
      const params = 'params' in of ? of.params : exportParams(entity, of.list);
      await (method === 'post' ? http.post(url, params) : http.get(url, { params }));
      bridge.toast('success', EXPORT_STARTED);
    } catch {
      // the HTTP client already showed the error
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button icon={<IconDownload />} loading={exporting} onClick={start}>
        导出
      </Button>
      <FileTasksLink />
    </>
  );
}

/** 文件任务: opens the user's imports and exports in a tab of the hub. */
export function FileTasksLink() {
  const { bridge } = useArea();
  return (
    <Button type="text" onClick={() => bridge.openTab(FILE_TASKS_PATH, { title: '文件任务' })}>
      文件任务
    </Button>
  );
}
