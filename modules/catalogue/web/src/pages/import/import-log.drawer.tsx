import { Button, Drawer, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import type { PageAnswer } from '@entrepot/contract';
import { saveDownload, useArea } from '@entrepot/web/area';
import { formatDisplayTime } from '@entrepot/web/entity';
import { useCallback, useEffect, useState } from 'react';
import { IMPORT_LOG_URL, type ImportRecord, isActive, POLL_INTERVAL_MS, resultText, STATUS_TAGS } from './import-records.ts';

/** 导入记录: the caller's catalogue imports (`sku/import/log`), asked again every 2 s while one still runs. */
export function ImportLogDrawer({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { http } = useArea();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<PageAnswer<ImportRecord> | null>(null);
  const load = useCallback(
    (silent: boolean) =>
      http
        .get<PageAnswer<ImportRecord>>(IMPORT_LOG_URL, { params: { page, per_page: 10 }, silent })
        .then(setAnswer)
        .catch(() => {}),
    [http, page],
  );
  useEffect(() => {
    if (visible) void load(false);
  }, [visible, load]);
  useEffect(() => {
    if (!visible || !answer?.list.some((r) => isActive(r.status))) return;
    const timer = setTimeout(() => void load(true), POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [visible, answer, load]);

  const downloadReport = async (record: ImportRecord) => {
    try {
      const { blob, filename } = await http.download(record.error_report_url!);
      saveDownload(blob, filename ?? `${record.kind_label}错误报告.xlsx`);
    } catch {
      // the HTTP client already showed the error
    }
  };
  const columns: TableColumnProps<ImportRecord>[] = [
    { title: '导入类型', dataIndex: 'kind_label', width: 130 },
    { title: '文件', dataIndex: 'file_name', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (status: ImportRecord['status']) => <Tag color={STATUS_TAGS[status]?.color}>{STATUS_TAGS[status]?.label ?? status}</Tag>,
    },
    { title: '结果', key: 'result', render: (_: unknown, r) => resultText(r) || '-' },
    { title: '导入时间', dataIndex: 'created_at', width: 160, render: (at: string) => formatDisplayTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_: unknown, r) =>
        r.error_report_url ? (
          <Button type="text" size="mini" onClick={() => void downloadReport(r)}>
            下载错误报告
          </Button>
        ) : null,
    },
  ];
  return (
    <Drawer width={900} title="导入记录" visible={visible} onCancel={onClose} footer={null} unmountOnExit>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <Button icon={<IconRefresh />} onClick={() => void load(false)}>
          刷新
        </Button>
      </div>
      <Table<ImportRecord>
        rowKey="id"
        className="catalogue-import-log"
        border={false}
        data={answer?.list ?? []}
        columns={columns}
        pagination={{ current: page, pageSize: 10, total: answer?.total ?? 0, onChange: setPage }}
      />
    </Drawer>
  );
}
