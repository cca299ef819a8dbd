import { Button, Drawer, Modal } from '@arco-design/web-react';
import { role, staff } from '@entrepot/hub-server/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { EntityListPage, type EntityRow } from '@entrepot/web/entity';
import { useMemo } from 'react';
import { API, scopedStaffUrls } from '../../entity/admin-urls.ts';
import { useEntityConfig } from '../../entity/use-entity-config.ts';

const READ_ONLY = [staff.permission('read')];

/** The staff holding a role (GET /role/{id}/staffs), and 清空成员 after a confirmation. */
export function RoleMembersDrawer({ role: target, onClose }: { role: EntityRow | null; onClose(): void }) {
  return (
    <Drawer width={900} visible={target !== null} title={`角色成员：${String(target?.['name'] ?? '')}`} footer={null} unmountOnExit onCancel={onClose}>
      {target && <RoleMembers roleId={target.id} roleName={String(target['name'] ?? '')} />}
    </Drawer>
  );
}

function RoleMembers({ roleId, roleName }: { roleId: string; roleName: string }) {
  const { http, bridge } = useArea();
  const can = useCan();
  const urls = useMemo(() => scopedStaffUrls(`${API}/role/${encodeURIComponent(roleId)}/staffs`), [roleId]);
  const config = useEntityConfig(staff, urls, { only: READ_ONLY });
  const empty = (refresh: () => void) =>
    Modal.confirm({
      title: '清空成员',
      content: `确定将所有员工移出角色「${roleName}」吗？`,
      onOk: async () => {
        const { removed } = await http.delete<{ removed: number }>(`${API}/role/${encodeURIComponent(roleId)}/staffs`);
        bridge.toast('success', `已移出 ${removed} 名员工`);
        refresh();
      },
    });
  return (
    <EntityListPage
      config={config}
      slots={{
        detail: false,
        toolbar: (list) =>
          can(role.permission('update')) && (
            <Button status="danger" disabled={list.total === 0} onClick={() => empty(list.refresh)}>
              清空成员
            </Button>
          ),
      }}
    />
  );
}
