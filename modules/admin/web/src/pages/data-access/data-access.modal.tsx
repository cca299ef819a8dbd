import { Empty, Modal, Select, Spin } from '@arco-design/web-react';
import { useArea } from '@entrepot/web/area';
import type { EntityRow } from '@entrepot/web/entity';
import { useEffect, useState } from 'react';
import { API } from '../../entity/admin-urls.ts';
import { DataAccessPanel } from './data-access-panel.tsx';

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** 员工管理 → 数据权限: the person's combined data permissions. */
export function StaffDataAccessModal({ staff, onClose }: { staff: EntityRow | null; onClose(): void }) {
  return (
    <Modal
      visible={staff !== null}
      title={`数据权限（合并后）：${String(staff?.['name'] ?? '')}`}
      footer={null}
      unmountOnExit
      onCancel={onClose}
      style={{ width: 640 }}
    >
      {staff && <DataAccessPanel userId={staff.id} />}
    </Modal>
  );
}

/** 数据权限 → 成员权限: a member of the group chosen, and what they see once all their groups combine. */
export function GroupDataAccessModal({ group, onClose }: { group: EntityRow | null; onClose(): void }) {
  return (
    <Modal visible={group !== null} title={`成员权限：${String(group?.['name'] ?? '')}`} footer={null} unmountOnExit onCancel={onClose} style={{ width: 640 }}>
      {group && <GroupMembersAccess groupId={group.id} />}
    </Modal>
  );
}

function GroupMembersAccess({ groupId }: { groupId: string }) {
  const { http } = useArea();
  const [members, setMembers] = useState<{ id: string; name: string }[] | null>(null);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    http.get<EntityRow>(`${API}/group/${encodeURIComponent(groupId)}`).then((g) => {
      if (!live) return;
      const ids = idsOf(g['member_ids']);
      const names = idsOf(g['member_ids_titles']);
      setMembers(ids.map((id, i) => ({ id, name: names[i] ?? '' })));
      setChosen(ids[0]);
    });
    return () => {
      live = false;
    };
  }, [http, groupId]);
  if (!members) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (members.length === 0) return <Empty description="该组没有直接成员（按岗位加入的员工请在员工管理中查看其数据权限）" />;
  return (
    <>
      <Select
        style={{ width: 260, marginBottom: 12 }}
        value={chosen}
        onChange={setChosen}
        options={members.map((m) => ({ value: m.id, label: m.name }))}
        aria-label="成员"
      />
      {chosen && <DataAccessPanel userId={chosen} />}
    </>
  );
}
