import { Button } from '@arco-design/web-react';
import { IconUpload } from '@arco-design/web-react/icon';
import type { EntityDecl } from '@entrepot/entity';
import { useState } from 'react';
import type { EntityList } from '../entity/index.ts';
import { ImportDialog } from '../widgets/index.ts';
import { useArea } from './area-context.ts';
import { ExportButton } from './export-button.tsx';
import { saveDownload } from './save-download.ts';
import { useCan } from './use-can.ts';

export const IMPORT_STARTED = '导入任务已创建，请在文件任务中查看结果';

/**
 * 导入 of a derived list page (its toolbar slot): the template (`GET <template>`, the importable columns),
 * then the .xlsx (`POST <upload>`, multipart `file`) as a file task — every bad row is reported in a
 * downloadable file, nothing is written until the whole file is valid. Hidden without `<entity>.import` (or the
 * `permission` of a module's own import kind, named by `label`: 导入1688订单).
 */
export function ImportButton({
  entity,
  template,
  upload,
  explanation,
  permission = entity.permission('import'),
  label = `导入${entity.label}`,
}: {
  entity: EntityDecl;
  template: string;
  upload: string;
  explanation?: string;
  permission?: string;
  label?: string;
}) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can(permission)) return null;
  const downloadTemplate = async () => {
    try {
      const { blob, filename } = await http.download(template);
      saveDownload(blob, filename ?? `${label}模板.xlsx`);
    } catch {
      // the HTTP client already showed the error
    }
  };
  const send = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    try {
      await http.post(upload, form);
    } catch {
      return; // the HTTP client already showed the error; the dialog stays open
    }
    bridge.toast('success', IMPORT_STARTED);
    setOpen(false);
  };
  return (
    <>
      <Button icon={<IconUpload />} onClick={() => setOpen(true)}>
        {label === `导入${entity.label}` ? '导入' : label}
      </Button>
      <ImportDialog
        visible={open}
        title={label}
        accept={['.xlsx']}
        hint="xlsx"
        onCancel={() => setOpen(false)}
        onConfirm={send}
        onDownloadTemplate={downloadTemplate}
        explanation={explanation ?? '先下载模板填写；整个文件校验通过才会写入，错误行见 文件任务 中的错误报告。已存在的编码会更新该记录。'}
      />
    </>
  );
}

/**
 * The toolbar of a master-data list: 导入 (when the server mounts `<importBase>/template` and
 * `<importBase>/import`) and 导出 with 文件任务.
 */
export function FileToolbar({
  entity,
  list,
  exportUrl,
  importBase,
  importExplanation,
}: {
  entity: EntityDecl;
  list: Pick<EntityList, 'query'>;
  exportUrl: string;
  importBase?: string;
  importExplanation?: string;
}) {
  return (
    <>
      {importBase && <ImportButton entity={entity} template={`${importBase}/template`} upload={`${importBase}/import`} explanation={importExplanation} />}
      <ExportButton entity={entity} list={list} url={exportUrl} />
    </>
  );
}
