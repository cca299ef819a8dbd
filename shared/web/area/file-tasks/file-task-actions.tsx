import { Button, Link, Popconfirm } from '@arco-design/web-react';
import { useArea } from '../area-context.ts';
import { FILE_TASKS_API as API, downloadLabel, type FileTask, taskActions } from './file-task-status.ts';

/** 下载 / 取消 / 重试 of one task, as its status allows. */
export function FileTaskActions({ task, onChanged }: { task: FileTask; onChanged(): void }) {
  const { http, bridge } = useArea();
  const command = async (action: 'cancel' | 'retry', done: string) => {
    try {
      await http.post(`${API}/file-task/${encodeURIComponent(task.id)}/${action}`);
      bridge.toast('success', done);
    } catch {
      // the HTTP client already showed the error
    }
    onChanged();
  };
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      {taskActions(task).map((action) => {
        if (action === 'download') {
          return (
            <Link key={action} href={task.file_url ?? undefined} download={task.file_name ?? true} target="_blank" rel="noopener">
              {downloadLabel(task)}
            </Link>
          );
        }
        if (action === 'cancel') {
          return (
            <Popconfirm key={action} title="确定取消该任务吗？" onOk={() => command('cancel', '已取消')}>
              <Button type="text" size="mini">
                取消
              </Button>
            </Popconfirm>
          );
        }
        return (
          <Button key={action} type="text" size="mini" onClick={() => command('retry', '已重新排队')}>
            重试
          </Button>
        );
      })}
    </span>
  );
}
