import { Button } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import type { EntityDecl } from '@entrepot/entity';
import { useArea, useCan } from '@entrepot/web/area';
import { type EntityList, toListParams } from '@entrepot/web/entity';
import { useState } from 'react';
import { FILE_TASKS_PATH } from './wms-urls.ts';

export const EXPORT_STARTED = '导出任务已创建，请在文件任务中下载';

/** 导出 (the applied filters and sort, as a file task) and a link to 文件任务. */
export function ExportToolbar({ entity, list, url }: { entity: EntityDecl; list: Pick<EntityList, 'query'>; url: string }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [exporting, setExporting] = useState(false);
  if (!can(entity.permission('export'))) return null;
  const start = async () => {
    setExporting(true);
    try {
      const { page: _page, per_page: _perPage, exact_total: _exact, ...params } = toListParams(entity, list.query);
      await http.get(url, { params });
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

export function FileTasksLink() {
  const { bridge } = useArea();
  return (
    <Button type="text" onClick={() => bridge.openTab(FILE_TASKS_PATH, { title: '文件任务' })}>
      文件任务
    </Button>
  );
}
