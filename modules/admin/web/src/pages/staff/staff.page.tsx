import { Button, Input } from '@arco-design/web-react';
import { staff } from '@entrepot/hub-server/entities';
import { FileToolbar } from '@entrepot/web/area';
import { EntityListPage, type EntityListSlots, type EntityRow } from '@entrepot/web/entity';
import { useState } from 'react';
import { API, staffUrls } from '../../entity/admin-urls.ts';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { StaffDataAccessModal } from '../data-access/data-access.modal.tsx';
import { STAFF_EXTRA_FIELDS, STAFF_WITHHELD } from './staff-fields.ts';

const slots: EntityListSlots = {
  // 导入 (template, then the .xlsx as a file task), 导出 (the applied filters and sort) and 文件任务.
  toolbar: (list) => (
    <FileToolbar
      entity={staff}
      list={list}
      exportUrl={`${API}/staff/export`}
      importBase={`${API}/staff`}
      importExplanation="新员工须填写初始密码，首次登录时修改；导入在后台进行，结果与错误报告见 文件任务。"
    />
  ),
  form: {
    inputs: {
      password: ({ field, value, onChange, error }) => (
        <Input.Password
          value={typeof value === 'string' ? value : ''}
          placeholder={`请输入${field.label}`}
          autoComplete="new-password"
          status={error ? 'error' : undefined}
          onChange={onChange}
        />
      ),
    },
    footer: (form) => form.mode === 'create' && <div style={{ color: 'var(--color-text-3)', marginBottom: 12 }}>新员工首次登录时须修改初始密码。</div>,
  },
};

/** 系统管理 → 员工管理 (`#/user/user`): staff with filters, 新增 with an initial password, 停用/启用, 导入, 导出. */
export function StaffPage() {
  const config = useEntityConfig(staff, staffUrls, { extraFields: STAFF_EXTRA_FIELDS, withhold: STAFF_WITHHELD });
  const [access, setAccess] = useState<EntityRow | null>(null);
  const withAccess: EntityListSlots = {
    ...slots,
    rowActions: (row) => (
      <Button type="text" size="mini" onClick={() => setAccess(row)}>
        数据权限
      </Button>
    ),
  };
  return (
    <div className="admin-page">
      <EntityListPage config={config} slots={withAccess} />
      <StaffDataAccessModal staff={access} onClose={() => setAccess(null)} />
    </div>
  );
}
