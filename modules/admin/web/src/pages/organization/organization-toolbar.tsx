import { Button, Modal, Space } from '@arco-design/web-react';
import { organization } from '@entrepot/hub-server/entities';
import { useArea, useCan } from '@entrepot/web/area';
import { useState } from 'react';
import { organizationUrls } from '../../entity/admin-urls.ts';
import type { OrgNode } from '../../organization-tree/organization-tree.ts';
import { type OrganizationEdit, OrganizationFormDrawer } from './organization-form.drawer.tsx';
import { OrganizationMoveModal } from './organization-move.modal.tsx';
import { OrganizationPermissionsModal } from './organization-permissions.modal.tsx';

export interface OrganizationToolbarProps {
  tree: OrgNode[];
  selected: OrgNode | undefined;
  onChanged(): void;
  onCreated(id: string): void;
  onRemoved(): void;
}

/** 新增下级 (or 新增 at the top) / 编辑 / 删除 / 移动 / 组织权限 of the chosen organization. */
export function OrganizationToolbar({ tree, selected, onChanged, onCreated, onRemoved }: OrganizationToolbarProps) {
  const { http, bridge } = useArea();
  const can = useCan();
  const [editing, setEditing] = useState<OrganizationEdit | undefined>(undefined);
  const [moving, setMoving] = useState(false);
  const [granting, setGranting] = useState(false);

  const confirmRemove = (node: OrgNode) =>
    Modal.confirm({
      title: '删除组织',
      content: `确定删除「${node.name}」吗？`,
      onOk: async () => {
        await http.delete(organizationUrls.remove(node.id));
        bridge.toast('success', '删除成功');
        onRemoved();
        onChanged();
      },
    });

  return (
    <Space className="organization-toolbar" wrap>
      {can(organization.permission('create')) && (
        <Button type="primary" onClick={() => setEditing({ parent: selected ?? null })}>
          {selected ? '新增下级' : '新增'}
        </Button>
      )}
      {selected && can(organization.permission('update')) && (
        <>
          <Button onClick={() => setEditing({ node: selected })}>编辑</Button>
          <Button onClick={() => setMoving(true)}>移动</Button>
          <Button onClick={() => setGranting(true)}>组织权限</Button>
        </>
      )}
      {selected && can(organization.permission('delete')) && (
        <Button status="danger" onClick={() => confirmRemove(selected)}>
          删除
        </Button>
      )}
      <OrganizationFormDrawer
        target={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(id) => {
          setEditing(undefined);
          onChanged();
          onCreated(id);
        }}
      />
      {selected && (
        <OrganizationMoveModal
          visible={moving}
          tree={tree}
          node={selected}
          onClose={() => setMoving(false)}
          onMoved={() => {
            setMoving(false);
            onChanged();
          }}
        />
      )}
      {selected && <OrganizationPermissionsModal visible={granting} node={selected} onClose={() => setGranting(false)} />}
    </Space>
  );
}
