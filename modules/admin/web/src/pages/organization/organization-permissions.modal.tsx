import { Button, Modal, Spin } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import { useEffect, useState } from 'react';
import { API } from '../../entity/admin-urls.ts';
import type { OrgNode } from '../../organization-tree/organization-tree.ts';
import { PermissionTreePicker } from '../../permission-tree/permission-tree-picker.tsx';

const url = (id: string) => `${API}/organization/${encodeURIComponent(id)}/permissions`;

/** 组织权限: the codes every member of the organization holds (GET / PUT /organization/{id}/permissions). */
export function OrganizationPermissionsModal({ visible, node, onClose }: { visible: boolean; node: OrgNode; onClose(): void }) {
  return (
    <Modal title={`组织权限：${node.name}`} visible={visible} footer={null} onCancel={onClose} unmountOnExit maskClosable={false} style={{ width: 720 }}>
      <OrganizationPermissionsForm node={node} onClose={onClose} />
    </Modal>
  );
}

function OrganizationPermissionsForm({ node, onClose }: { node: OrgNode; onClose(): void }) {
  const { http, bridge } = useArea();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    let current = true;
    http
      .get<string[]>(url(node.id))
      .then((answer) => current && setCodes(answer))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [http, node.id]);
  const save = async () => {
    if (!codes) return;
    setSaving(true);
    try {
      await http.put(url(node.id), { permissions: codes });
      bridge.toast('success', '保存成功');
      onClose();
    } catch {
      // the HTTP client already showed the error
    } finally {
      setSaving(false);
    }
  };
  return (
    <Spin loading={codes === null} style={{ display: 'block' }}>
      <PermissionTreePicker value={codes ?? []} onChange={setCodes} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={saving} disabled={codes === null} onClick={save}>
          保存
        </Button>
      </div>
    </Spin>
  );
}
