// The user's file tasks (GET /file-tasks): what each status shows and which actions it offers.

/** The hub's file-task routes (`/api-auth/api/v1/file-tasks`, `/file-task/{id}/cancel|retry`). */
export const FILE_TASKS_API = '/api-auth/api/v1';
export const POLL_INTERVAL_MS = 2000;

export type FileTaskStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface FileTask {
  id: string;
  type: 'export' | 'import';
  title: string;
  status: FileTaskStatus;
  progress: number | null;
  total: number | null;
  error: string | null;
  result: Record<string, unknown> | null;
  file_name: string | null;
  /** signed; the export's file, or an import's error report */
  file_url: string | null;
  created_at: string;
  finished_at: string | null;
}

export const STATUS_TAGS: Record<FileTaskStatus, { label: string; color: string }> = {
  queued: { label: '排队中', color: 'gray' },
  running: { label: '进行中', color: 'arcoblue' },
  succeeded: { label: '已完成', color: 'green' },
  failed: { label: '失败', color: 'red' },
  cancelled: { label: '已取消', color: 'orangered' },
};

export const TYPE_LABELS: Record<FileTask['type'], string> = { export: '导出', import: '导入' };

export type FileTaskAction = 'download' | 'cancel' | 'retry';

const isActive = (status: FileTaskStatus) => status === 'queued' || status === 'running';

/**
 * 下载 when a file is there (a finished export, an import's error report); 取消 while it waits or runs; 重试 after
 * it was cancelled or broke off — not after an import refused its file (the same file would be refused again: the
 * error report says what to fix).
 */
export function taskActions(task: Pick<FileTask, 'status' | 'file_url'>): FileTaskAction[] {
  const actions: FileTaskAction[] = [];
  if (task.file_url && !isActive(task.status)) actions.push('download');
  if (isActive(task.status)) actions.push('cancel');
  const refusedFile = task.status === 'failed' && task.file_url !== null;
  if ((task.status === 'failed' && !refusedFile) || task.status === 'cancelled') actions.push('retry');
  return actions;
}

/** The download link's text: the export's file or the import's error report. */
export function downloadLabel(task: Pick<FileTask, 'type'>): string {
  return task.type === 'import' ? '下载错误报告' : '下载';
}

/** The page polls while any task of the page may still change. */
export function hasActiveTasks(tasks: readonly Pick<FileTask, 'status'>[]): boolean {
  return tasks.some((t) => isActive(t.status));
}

/** 0–100; a finished task is full, an unknown total shows nothing done yet. */
export function progressPercent(task: Pick<FileTask, 'status' | 'progress' | 'total'>): number {
  if (task.status === 'succeeded') return 100;
  const { progress, total } = task;
  if (!total || !progress || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((progress / total) * 100)));
}

const RESULT_LABELS: Record<string, string> = { rows: '行数', created: '新增', updated: '更新', skipped: '跳过', errors: '错误' };

/** The result's counts in words: `行数 12，新增 10，更新 2`. */
export function resultText(task: Pick<FileTask, 'status' | 'error' | 'result'>): string {
  if (task.status === 'failed' && task.error) return task.error;
  if (!task.result) return '';
  return Object.entries(task.result)
    .filter(([, v]) => typeof v === 'number' || typeof v === 'string')
    .map(([k, v]) => `${RESULT_LABELS[k] ?? k} ${String(v)}`)
    .join('，');
}
