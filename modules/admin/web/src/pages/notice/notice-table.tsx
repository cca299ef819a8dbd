import { Table, type TableColumnProps } from '@arco-design/web-react';
import { PAGE_SIZES } from '@entrepot/contract';
import { formatMinute } from '../../list/display-time.ts';
import { ExpandRowButton } from '../../list/expand-row-button.tsx';
import type { Notice } from './notice.api.ts';
import { NoticePreview } from './notice-preview.tsx';
import { NoticeRowActions } from './notice-row-actions.tsx';

export interface NoticeTableProps {
  rows: Notice[];
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  onPage(page: number, perPage: number): void;
  onEdit(notice: Notice): void;
  onDelete(notice: Notice): Promise<void>;
}

/** The notices, each row expanding to its content as readers will see it. */
export function NoticeTable({ rows, total, page, perPage, loading, onPage, onEdit, onDelete }: NoticeTableProps) {
  const columns: TableColumnProps<Notice>[] = [
    { title: '标题', dataIndex: 'title', ellipsis: true },
    { title: '生效时间', dataIndex: 'activation_time', width: 180, render: (value: string) => formatMinute(value) },
    { title: '更新时间', dataIndex: 'updated_at', width: 180, render: (value: string) => formatMinute(value) },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, notice: Notice) => <NoticeRowActions onEdit={() => onEdit(notice)} onDelete={() => onDelete(notice)} />,
    },
  ];
  return (
    <Table<Notice>
      rowKey="id"
      columns={columns}
      data={rows}
      loading={loading}
      border={false}
      expandedRowRender={(notice) => <NoticePreview content={notice.content} />}
      expandProps={{ icon: ({ expanded }: { expanded?: boolean }) => <ExpandRowButton expanded={!!expanded} /> }}
      pagination={{
        current: page,
        pageSize: perPage,
        total,
        sizeCanChange: true,
        sizeOptions: [...PAGE_SIZES],
        showTotal: (n: number) => `共 ${n} 条`,
        onChange: onPage,
      }}
    />
  );
}
