import { Button } from '@arco-design/web-react';
import { IconDownload, IconUpload } from '@arco-design/web-react/icon';
import { staff } from '@entrepot/hub-server/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { type EntityList, toListParams } from '@entrepot/web/entity';
import { useState } from 'react';
import { API } from '../../entity/admin-urls.ts';
import { FILE_TASKS_PATH } from '../file-tasks/file-task-status.ts';
import { EXPORT_STARTED } from './staff-fields.ts';
import { StaffImportDialog } from './staff-import.dialog.tsx';

/** The list's applied filters and sort as the export's query (no paging). */
export function exportParams(list: Pick<EntityList, 'query'>): Record<string, string | number> {
  const { page: _page, per_page: _perPage, exact_total: _exact, ...params } = toListParams(staff, list.query);
  return params;
}

/** 导入 / 导出 / 文件任务 beside 新增. */
export function StaffToolbar({ list }: { list: EntityList }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const startExport = async () => {
    setExporting(true);
    try {
      await http.get(`${API}/staff/export`, { params: exportParams(list) });
      bridge.toast('success', EXPORT_STARTED);
    } catch {
      // the HTTP client already showed the error
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {can(staff.permission('import')) && (
        <Button icon={<IconUpload />} onClick={() => setImporting(true)}>
          导入
        </Button>
      )}
      {can(staff.permission('export')) && (
        <Button icon={<IconDownload />} loading={exporting} onClick={startExport}>
          导出
        </Button>
      )}
      <Button type="text" onClick={() => bridge.openTab(FILE_TASKS_PATH, { title: '文件任务' })}>
        文件任务
      </Button>
      <StaffImportDialog visible={importing} onClose={() => setImporting(false)} />
    </>
  );
}
