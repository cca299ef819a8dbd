import { Button, Input, Select, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { EMPTY_PERMISSION_FILTERS, type PermissionFilters } from './permission-catalogue.ts';
import type { SystemCount } from './use-permission-rows.ts';

/** 权限编码 / 权限名称 / 所属系统, applied by 查询 (on the client: the catalogue is loaded whole). */
export function PermissionFilterBar({ systems, onSearch }: { systems: SystemCount[]; onSearch(filters: PermissionFilters): void }) {
  const [draft, setDraft] = useState<PermissionFilters>(EMPTY_PERMISSION_FILTERS);
  const set = (patch: Partial<PermissionFilters>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form
      style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center', marginBottom: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <Input style={{ width: 200 }} allowClear placeholder="请输入权限编码" value={draft.code} onChange={(code) => set({ code })} />
      <Input style={{ width: 200 }} allowClear placeholder="请输入权限名称" value={draft.name} onChange={(name) => set({ name })} />
      <Select
        style={{ width: 200 }}
        allowClear
        placeholder="请选择所属系统"
        value={draft.system || undefined}
        options={systems.map((s) => ({ value: s.code, label: `${s.code}（${s.count}）` }))}
        onChange={(system) => set({ system: system ?? '' })}
      />
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY_PERMISSION_FILTERS);
            onSearch(EMPTY_PERMISSION_FILTERS);
          }}
        >
          重置
        </Button>
      </Space>
    </form>
  );
}
