import { Alert } from '@arco-design/web-react';
import { sku, skuCustoms, skuMapping, spu } from '@entrepot/module-catalogue/entities';
import { saveDownload, useArea, useCan, usePermission } from '@entrepot/web/area';
import { HttpError } from '@entrepot/web/http';
import { DropdownMenuButton, ImportDialog, type MenuAction } from '@entrepot/web/widgets';
import { useEffect, useState } from 'react';
import { ImportLogDrawer } from './import-log.drawer.tsx';
import { IMPORT_KINDS_URL, type ImportKindInfo, type ImportPage, kindsOn, requiredText } from './import-records.ts';

const IMPORT_CODES = [sku.permission('import'), spu.permission('import'), skuCustoms.permission('import'), skuMapping.permission('import')];

/**
 * 导入 on the SKU管理 and SPU管理 toolbars: the import kinds the server declares for the page (each its
 * dialog: 下载模板, then the .xlsx, queued as a file task) and 导入记录. Hidden without an import code.
 */
export function ImportMenu({ page }: { page: ImportPage }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const allowed = usePermission(IMPORT_CODES);
  const [kinds, setKinds] = useState<ImportKindInfo[]>([]);
  const [chosen, setChosen] = useState<ImportKindInfo | null>(null);
  const [refusal, setRefusal] = useState('');
  const [logOpen, setLogOpen] = useState(false);

  useEffect(() => {
    if (allowed)
      http
        .get<ImportKindInfo[]>(IMPORT_KINDS_URL)
        .then(setKinds)
        .catch(() => {});
  }, [allowed, http]);
  if (!allowed) return null;

  const open = (kind: ImportKindInfo) => {
    setRefusal('');
    setChosen(kind);
  };
  const downloadTemplate = async () => {
    if (!chosen) return;
    try {
      const { blob, filename } = await http.download(chosen.template_url);
      saveDownload(blob, filename ?? `${chosen.label}模板.xlsx`);
    } catch {
      // the HTTP client already showed the error
    }
  };
  // The spec's SKU imports opt out of the error toast: a refusal shows in the dialog, which stays open.
  const send = async (files: File[]) => {
    const file = files[0];
    if (!file || !chosen) return;
    const form = new FormData();
    form.append('file', file);
    try {
      await http.post(chosen.import_url, form, { silent: true });
    } catch (e) {
      setRefusal(e instanceof HttpError ? e.message : String(e));
      return;
    }
    bridge.toast('success', '导入任务已创建，请在导入记录中查看结果');
    setChosen(null);
    setLogOpen(true);
  };
  const actions: MenuAction[] = [
    ...kindsOn(kinds, page, can).map((k) => ({ key: k.kind, label: k.label, onClick: () => open(k) })),
    { key: 'log', label: '导入记录', onClick: () => setLogOpen(true) },
  ];
  return (
    <>
      <DropdownMenuButton actions={actions} text="导入" buttonType="secondary" />
      <ImportDialog
        visible={chosen !== null}
        title={`导入 - ${chosen?.label ?? ''}`}
        accept={['.xlsx']}
        hint="xlsx"
        onCancel={() => setChosen(null)}
        onConfirm={send}
        onDownloadTemplate={downloadTemplate}
        explanation={
          chosen && (
            <>
              <p style={{ margin: '0 0 4px' }}>{chosen.note}</p>
              <p style={{ margin: '0 0 4px' }}>{requiredText(chosen)}。整个文件校验通过才会写入；有错误时不写入任何数据，错误报告在 导入记录 中下载。</p>
              {refusal && <Alert type="error" content={refusal} />}
            </>
          )
        }
      />
      <ImportLogDrawer visible={logOpen} onClose={() => setLogOpen(false)} />
    </>
  );
}
