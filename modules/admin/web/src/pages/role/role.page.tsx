import { Button } from '@arco-design/web-react';
import { role } from '@entrepot/hub-server/entities';
import { EntityListPage, type EntityListSlots, type EntityRow } from '@entrepot/web/entity';
import { useState } from 'react';
import { roleUrls } from '../../entity/admin-urls.ts';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { PermissionTreePicker } from '../../permission-tree/permission-tree-picker.tsx';
import { RoleMembersDrawer } from './role-members.drawer.tsx';

const codesOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** 系统管理 → 角色管理 (`#/user/role`): roles, the codes they grant (a permission tree) and their members. */
export function RolePage() {
  const config = useEntityConfig(role, roleUrls);
  const [members, setMembers] = useState<EntityRow | null>(null);
  const slots: EntityListSlots = {
    columns: [{ key: 'permission_count', title: '权限数', width: 90, render: (_: unknown, row: EntityRow) => codesOf(row['permissions']).length }],
    rowActions: (row) => (
      <Button type="text" size="mini" onClick={() => setMembers(row)}>
        成员
      </Button>
    ),
    form: {
      inputs: {
        permissions: ({ value, onChange }) => <PermissionTreePicker value={codesOf(value)} onChange={onChange} />,
      },
    },
  };
  return (
    <div className="admin-page">
      <EntityListPage config={config} slots={slots} />
      <RoleMembersDrawer role={members} onClose={() => setMembers(null)} />
    </div>
  );
}
