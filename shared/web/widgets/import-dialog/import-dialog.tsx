import { Button, Modal, Upload } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconFile } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { DEFAULT_IMPORT_ACCEPT, DEFAULT_IMPORT_HINT, heldFileKey } from './import-files.ts';
import { useImportFiles } from './use-import-files.ts';

export interface ImportDialogProps {
  visible: boolean;
  onCancel(): void;
  /** Receives the held files; the dialog shows a loading confirm button while a returned promise runs. */
  onConfirm(files: File[]): unknown;
  title?: ReactNode;
  /** Shows the template-download step when given. */
  onDownloadTemplate?(): void;
  multiple?: boolean;
  /** Accepted extensions, e.g. ['.xls', '.xlsx']. */
  accept?: string[];
  /** The accepted-types hint under the drop zone. */
  hint?: string;
  /** Optional import explanation under the upload. */
  explanation?: ReactNode;
}

const DIALOG_WIDTH = 865;
const FILE_LIST_HEIGHT = 50;

export function ImportDialog({
  visible,
  onCancel,
  onConfirm,
  title = '导入',
  onDownloadTemplate,
  multiple = false,
  accept = DEFAULT_IMPORT_ACCEPT,
  hint = DEFAULT_IMPORT_HINT,
  explanation,
}: ImportDialogProps) {
  const held = useImportFiles({ accept, hint, multiple, onConfirm });

  return (
    <Modal
      title={title}
      visible={visible}
      style={{ width: DIALOG_WIDTH }}
      // An import form is easy to lose by a stray click; only the buttons close it.
      maskClosable={false}
      onCancel={onCancel}
      onOk={held.confirm}
      confirmLoading={held.confirming}
      okText="确定"
      cancelText="取消"
      afterClose={held.reset}
      unmountOnExit
    >
      {onDownloadTemplate && (
        <section style={{ marginBottom: 16 }}>
          <div style={{ marginBottom: 8 }}>第一步：下载导入模板</div>
          <Button type="outline" icon={<IconDownload />} onClick={onDownloadTemplate}>
            下载模板
          </Button>
        </section>
      )}
      <section>
        {onDownloadTemplate && <div style={{ marginBottom: 8 }}>第二步：上传文件</div>}
        <Upload
          drag
          multiple={multiple}
          accept={accept.join(',')}
          autoUpload={false}
          showUploadList={false}
          // Arco keeps no list of its own; the files live in useImportFiles until confirm.
          fileList={[]}
          onChange={(_list, item) => item.originFile && held.pick([item.originFile])}
          tip={`支持扩展名：${hint}`}
        />
        <ul aria-label="已选文件" style={{ height: FILE_LIST_HEIGHT, overflowY: 'auto', margin: '8px 0 0', padding: 0, listStyle: 'none' }}>
          {held.files.map((file, index) => (
            <li key={heldFileKey(file)} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <IconFile />
              <span style={{ flex: 1 }}>{file.name}</span>
              <Button aria-label={`移除 ${file.name}`} size="mini" type="text" icon={<IconDelete />} onClick={() => held.remove(index)} />
            </li>
          ))}
        </ul>
      </section>
      {explanation && (
        <section style={{ marginTop: 16 }}>
          <div style={{ marginBottom: 8 }}>导入说明</div>
          <div>{explanation}</div>
        </section>
      )}
    </Modal>
  );
}
