import { Modal } from '@arco-design/web-react';
import type { EntityDecl, StateMachine } from '@entrepot/entity';
import { useArea, useCan } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';

/**
 * 批量操作 entries of a list: one per status transition the user holds the code of, confirmed, posted as
 * `{ids, transition}` to the area's batch route, then the list reloads.
 */
export function useBatchState(entity: EntityDecl, machine: StateMachine, url: string) {
  const { bridge, http } = useArea();
  const can = useCan();
  return (list: EntityList) =>
    Object.entries(machine.transitions)
      .filter(([name, t]) => can(entity.permission(t.permission ?? name)))
      .map(([name, t]) => ({
        key: `state-${name}`,
        label: `批量${t.label}`,
        onClick: () => {
          if (list.selectedKeys.length === 0) {
            bridge.toast('warning', '请先勾选记录');
            return;
          }
          Modal.confirm({
            title: `批量${t.label}`,
            content: `确定对选中的 ${list.selectedKeys.length} 条记录执行「${t.label}」吗？`,
            onOk: async () => {
              await http.post(url, { ids: list.selectedKeys, transition: name });
              bridge.toast('success', `${t.label}成功`);
              list.setSelectedKeys([]);
              list.refresh();
            },
          });
        },
      }));
}
