import type { PageAnswer } from '@entrepot/contract';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useArea } from '../area-context.ts';
import { FILE_TASKS_API as API, type FileTask, hasActiveTasks, POLL_INTERVAL_MS } from './file-task-status.ts';

/**
 * One page of the user's file tasks, asked again every 2 s while any of them is queued or running, and at once
 * when a task is started anywhere (an area or another browser tab: the hub moves the snapshot's `tasks`).
 */
export function useFileTasks(module?: string) {
  const { http, bridge } = useArea();
  const started = useSyncExternalStore(bridge.subscribe, () => bridge.getSnapshot()?.tasks ?? 0);
  const [page, setPage] = useState({ page: 1, per_page: 20 });
  const params = module ? { ...page, module } : page;
  const [answer, setAnswer] = useState<PageAnswer<FileTask> | null>(null);
  const [loading, setLoading] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [polls, setPolls] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` and `started` ask for the same page again
  useEffect(() => {
    let current = true;
    setLoading(true);
    http
      .get<PageAnswer<FileTask>>(`${API}/file-tasks`, { params })
      .then((next) => current && setAnswer(next))
      .catch(() => {})
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [http, page, reloads, started]);

  // Polls quietly (no spinner, no error toast): the table keeps its rows while progress moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `polls` schedules the next round
  useEffect(() => {
    if (!answer || !hasActiveTasks(answer.list)) return;
    let current = true;
    const timer = setTimeout(() => {
      http
        .get<PageAnswer<FileTask>>(`${API}/file-tasks`, { params, silent: true })
        .then((next) => current && setAnswer(next))
        .catch(() => {})
        .finally(() => current && setPolls((n) => n + 1));
    }, POLL_INTERVAL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [answer, http, page, polls]);

  return {
    tasks: answer?.list ?? [],
    total: answer?.total ?? 0,
    page,
    loading,
    setPage: (next: number, perPage: number) => setPage((p) => ({ page: perPage === p.per_page ? next : 1, per_page: perPage })),
    reload: useCallback(() => setReloads((n) => n + 1), []),
  };
}
