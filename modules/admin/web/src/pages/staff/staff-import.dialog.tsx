import { saveDownload, useArea } from '@entrepot/web/area';
import { ImportDialog } from '@entrepot/web/widgets';
import { API } from '../../entity/admin-urls.ts';
import { IMPORT_STARTED } from './staff-fields.ts';

/** 导入员工: the template (GET /staff/template), then the .xlsx (POST /staff/import) as a file task. */
export function StaffImportDialog({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { http, bridge } = useArea();
  const downloadTemplate = async () => {
    try {
      const { blob, filename } = await http.download(`${API}/staff/template`);
      saveDownload(blob, filename ?? '员工导入模板.xlsx');
    } catch {
      // the HTTP client already showed the error
    }
  };
  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    try {
      await http.post(`${API}/staff/import`, form);
    } catch {
      return; // the HTTP client already showed the error; the dialog stays open
    }
    bridge.toast('success', IMPORT_STARTED);
    onClose();
  };
  return (
    <ImportDialog
      visible={visible}
      title="导入员工"
      accept={['.xlsx']}
      hint="xlsx"
      onCancel={onClose}
      onConfirm={upload}
      onDownloadTemplate={downloadTemplate}
      explanation="新员工须填写初始密码，首次登录时修改；导入在后台进行，结果与错误报告见 文件任务。"
    />
  );
}
