import { Button, Progress, Table, type TableColumnProps, Tag } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import { formatDisplayTime, PAGE_SIZE_OPTIONS } from '../../entity/index.ts';

import { FileTaskActions } from './file-task-actions.tsx';
import { type FileTask, progressPercent, resultText, STATUS_TAGS, TYPE_LABELS } from './file-task-status.ts';
import { useFileTasks } from './use-file-tasks.ts';

/** A time on one line: `2026-11-26 08:43:45` never breaks inside its numbers. */
const Time = ({ at }: { at: string }) => <span style={{ whiteSpace: 'nowrap' }}>{formatDisplayTime(at)}</span>;

/**
 * 系统管理 → 文件任务 (`#/system/file-tasks`): the signed-in user's imports and exports, live: a task started in any
 * area or browser tab appears at once, and the list is asked again every 2 s while a task waits or runs. With
 * `module`, only that module's (an area's 下载记录: `#/order/download/record`).
 */
export function FileTasksPage({ module }: { module?: string }) {
  const tasks = useFileTasks(module);
  const columns: TableColumnProps<FileTask>[] = [
    { title: '任务', dataIndex: 'title', ellipsis: true },
    { title: '类型', dataIndex: 'type', width: 80, render: (type: FileTask['type']) => TYPE_LABELS[type] ?? type },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: FileTask['status']) => <Tag color={STATUS_TAGS[status]?.color}>{STATUS_TAGS[status]?.label ?? status}</Tag>,
    },
    {
      title: '进度',
      key: 'progress',
      width: 200,
      render: (_: unknown, task) => (
        <Progress
          size="small"
          percent={progressPercent(task)}
          status={task.status === 'failed' ? 'error' : task.status === 'succeeded' ? 'success' : 'normal'}
          formatText={() => (task.total ? `${task.progress ?? 0}/${task.total}` : `${progressPercent(task)}%`)}
        />
      ),
    },
    { title: '结果', key: 'result', ellipsis: true, render: (_: unknown, task) => resultText(task) || '-' },
    { title: '创建时间', dataIndex: 'created_at', width: 180, render: (at: string) => <Time at={at} /> },
    { title: '完成时间', dataIndex: 'finished_at', width: 180, render: (at: string | null) => (at ? <Time at={at} /> : '-') },
    { title: '操作', key: 'actions', width: 180, fixed: 'right', render: (_: unknown, task) => <FileTaskActions task={task} onChanged={tasks.reload} /> },
  ];
  return (
    <div className="file-tasks-page">
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <Button icon={<IconRefresh />} onClick={tasks.reload}>
          刷新
        </Button>
      </div>
      <Table<FileTask>
        rowKey="id"
        border={false}
        loading={tasks.loading}
        data={tasks.tasks}
        columns={columns}
        scroll={{ x: true }}
        pagination={{
          current: tasks.page.page,
          pageSize: tasks.page.per_page,
          total: tasks.total,
          sizeCanChange: true,
          sizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total: number) => `共 ${total} 条`,
          onChange: tasks.setPage,
        }}
      />
    </div>
  );
}
