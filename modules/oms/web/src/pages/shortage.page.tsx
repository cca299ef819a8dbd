import { Form, Input, Modal, Select } from '@arco-design/web-react';
import { OMS_CODES, omsResources as R, shortageStatuses } from '@entrepot/module-oms/entities';
import { ResourceListPage, useCan } from '@entrepot/web/area';
import type { EntityList } from '@entrepot/web/entity';
import { useState } from 'react';
import { OMS_LOOKUPS } from '../oms-lookups.ts';
import { useCommand } from '../use-command.ts';
import { useUrlFilters } from '../use-url-filters.ts';

type Track = { shortage_status?: string; shortage_note?: string };

/**
 * 缺货跟踪 (`#/order/management/outofstock-track`): the packages waiting in 缺货 for their stock, oldest order
 * first, with what is being done about each (待处理, 已下采购, 调拨中, 等待到货, 无法补货) and a note; 批量操作
 * 更新跟踪 sets both for the selected packages. A package leaves this list by itself when stock arrives.
 */
export function ShortagePage() {
  const filters = useUrlFilters();
  const can = useCan();
  const command = useCommand();
  const [editing, setEditing] = useState<EntityList | null>(null);
  const [track, setTrack] = useState<Track>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!editing) return;
    setBusy(true);
    try {
      const ids = editing.selectedKeys;
      await command<{ tracked: number }>('packages/track', { ids, ...track }, editing, (a) => `已更新 ${a.tracked} 个包裹的缺货跟踪`);
      setEditing(null);
    } finally {
      setBusy(false);
    }
  };
  const batch = (list: EntityList) =>
    can(OMS_CODES.track)
      ? [
          {
            key: 'track',
            label: '更新跟踪',
            disabled: list.selectedKeys.length === 0,
            onClick: () => {
              setTrack({ shortage_status: undefined, shortage_note: '' });
              setEditing(list);
            },
          },
        ]
      : [];
  return (
    <>
      <ResourceListPage resource={R.shortage} key={JSON.stringify(filters ?? null)} options={filters} lookups={OMS_LOOKUPS} slots={{ batchActions: batch }} />
      <Modal
        title={`更新缺货跟踪（${editing?.selectedKeys.length ?? 0} 个包裹）`}
        visible={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={save}
        okText="保存"
        confirmLoading={busy}
        okButtonProps={{ disabled: !track.shortage_status }}
      >
        <Form layout="vertical">
          <Form.Item label="跟踪状态" required>
            <Select
              placeholder="请选择跟踪状态"
              value={track.shortage_status}
              onChange={(shortage_status: string) => setTrack({ ...track, shortage_status })}
              options={shortageStatuses.map((s) => ({ value: s.value, label: s.label }))}
            />
          </Form.Item>
          <Form.Item label="跟踪备注">
            <Input.TextArea
              maxLength={300}
              showWordLimit
              placeholder="例如：采购单 PO20261127-0003，预计12月2日到仓"
              value={track.shortage_note}
              onChange={(shortage_note) => setTrack({ ...track, shortage_note })}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
