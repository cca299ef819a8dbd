import { Input } from '@arco-design/web-react';
import { staff } from '@entrepot/hub-server/entities';
import { EntityListPage, type EntityListSlots } from '@entrepot/web/entity';
import { staffUrls } from '../../entity/admin-urls.ts';
import { useEntityConfig } from '../../entity/use-entity-config.ts';
import { STAFF_EXTRA_FIELDS, STAFF_WITHHELD } from './staff-fields.ts';
import { StaffToolbar } from './staff-toolbar.tsx';

const slots: EntityListSlots = {
  toolbar: (list) => <StaffToolbar list={list} />,
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
  return (
    <div className="admin-page">
      <EntityListPage config={config} slots={slots} />
    </div>
  );
}
