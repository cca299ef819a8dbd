import { Modal, Radio, TreeSelect } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { useMemo, useState } from 'react';
import { API } from '../../entity/admin-urls.ts';
import { type OrgNode, subtreeIds, toTreeData } from '../../organization-tree/organization-tree.ts';

export interface OrganizationMoveModalProps {
  visible: boolean;
  tree: OrgNode[];
  node: OrgNode;
  onClose(): void;
  onMoved(): void;
}

/** 移动: a new parent (not the organization itself nor one below it), or the top level. */
export function OrganizationMoveModal({ visible, tree, node, onClose, onMoved }: OrganizationMoveModalProps) {
  const { http, bridge } = useArea();
  const [top, setTop] = useState(node.parent_id === null);
  const [parentId, setParentId] = useState<string | undefined>(node.parent_id ?? undefined);
  const treeData = useMemo(() => toTreeData(tree, subtreeIds(node)), [tree, node]);
  const move = async () => {
    if (!top && !parentId) {
      bridge.toast('error', '请选择上级组织');
      throw new Error('no parent');
    }
    await http.post(`${API}/organization/${encodeURIComponent(node.id)}/move`, { parent_id: top ? null : parentId });
    bridge.toast('success', '移动成功');
    onMoved();
  };
  return (
    <Modal title={`移动「${node.name}」`} visible={visible} onCancel={onClose} onOk={move} unmountOnExit maskClosable={false}>
      <Radio.Group
        value={top ? 'top' : 'under'}
        onChange={(v: string) => setTop(v === 'top')}
        options={[
          { value: 'under', label: '移到组织下' },
          { value: 'top', label: '设为顶级' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {!top && (
        <TreeSelect
          showSearch
          allowClear
          placeholder="请选择上级组织"
          treeData={treeData}
          value={parentId}
          onChange={(v: string | undefined) => setParentId(v)}
        />
      )}
    </Modal>
  );
}
