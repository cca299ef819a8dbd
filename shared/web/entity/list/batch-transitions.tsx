import { Modal } from '@arco-design/web-react';
import { type StatusField, userTransitions } from '@entrepot/entity';
import { type ReactNode, useMemo, useState } from 'react';
import type { MenuAction } from '../../widgets/menu-button/menu-action.ts';
import type { EntityConfig, EntityRow } from '../config.ts';
import { createEntityUi } from '../entity-context.tsx';
import type { AskedTransition } from './transition-dialog.tsx';
import { TransitionDialog } from './transition-dialog.tsx';
import type { EntityList } from './use-entity-list.ts';

/**
 * The transitions a batch may run (the resource's `batch` route): the served ones a person holds the code of,
 * but an approval's submit and its decisions (each record is its own request).
 */
export function batchTransitions(config: EntityConfig): (AskedTransition & { from: readonly string[] })[] {
  const { entity, urls } = config;
  const status = entity.fields.status;
  if (!urls.transitionMany || status?.type !== 'status') return [];
  const mine = new Set(userTransitions(entity));
  return Object.entries((status as StatusField).machine.transitions)
    .filter(
      ([name, t]) =>
        mine.has(name) &&
        name !== entity.approval?.submit &&
        (!urls.transitions || urls.transitions.includes(name)) &&
        config.can(entity.permission(t.permission ?? name)),
    )
    .map(([name, t]) => ({ name, label: t.label, input: t.input ?? [], from: t.from }));
}

/**
 * 批量<操作> entries of the list's 批量操作 menu: the checked records through one transition, all or none —
 * confirmed first, or its values asked once for all (驳回原因) — then the list reloads and forgets the checks.
 */
export function useBatchTransitions<Row extends EntityRow>(config: EntityConfig, list: EntityList<Row>): { actions: MenuAction[]; dialog: ReactNode } {
  const toast = useMemo(() => createEntityUi(config).toast, [config]);
  const [asking, setAsking] = useState<AskedTransition | null>(null);
  const run = async (t: AskedTransition, values?: Record<string, unknown>) => {
    await config.http.post(config.urls.transitionMany!, { ids: list.selectedKeys, transition: t.name, ...values });
    toast('success', `${t.label}成功`);
    list.setSelectedKeys([]);
    list.refresh();
  };
  // The checked rows of the page: a transition some of them cannot take is shown, but greyed (all or none).
  const checked = list.rows.filter((r) => list.selectedKeys.includes(r.id));
  const actions = batchTransitions(config).map(
    (t): MenuAction => ({
      key: `transition-${t.name}`,
      label: `批量${t.label}`,
      disabled: checked.some((r) => !t.from.includes(String(r['status']))),
      onClick: () => {
        if (t.input.length > 0) return setAsking(t);
        Modal.confirm({
          title: `批量${t.label}`,
          content: `确定对选中的 ${list.selectedKeys.length} 条记录执行「${t.label}」吗？全部成功才生效。`,
          onOk: () => run(t),
        });
      },
    }),
  );
  const dialog = asking && (
    <TransitionDialog
      config={config}
      count={list.selectedKeys.length}
      transition={asking}
      onRun={(values) => run(asking, values)}
      onClose={() => setAsking(null)}
    />
  );
  return { actions, dialog };
}
