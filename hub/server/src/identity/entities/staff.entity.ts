import { defineEntity, defineMachine, reference, references, status, text } from '@entrepot/entity';
import { checkEmail, checkPhone } from '@entrepot/validators';

export const staffStatus = defineMachine({
  initial: 'active',
  states: {
    active: { label: '在职', color: 'green' },
    disabled: { label: '停用', color: 'gray' },
  },
  transitions: {
    disable: { label: '停用', from: ['active'], to: 'disabled' },
    enable: { label: '启用', from: ['disabled'], to: 'active' },
  },
});

/** Staff (users): who signs in, where they sit, what roles they hold. Passwords never travel here. */
export const staff = defineEntity({
  name: 'admin.staff',
  table: 'identity.users',
  label: '员工',
  titleField: 'name',
  naturalKey: ['login_name'],
  scopes: { organization: 'organization_id', owner: 'created_by' },
  fields: {
    login_name: text({
      label: '登录名',
      max: 64,
      required: true,
      unique: true,
      immutable: true,
      filter: 'like',
      sortable: true,
      check: (v) => (/^[A-Za-z0-9_.-]+$/.test(v) ? null : '登录名只能包含字母、数字、下划线、点和横线'),
    }),
    name: text({ label: '姓名', max: 50, required: true, filter: 'like', sortable: true }),
    mobile: text({ label: '手机号', max: 11, unique: true, filter: 'batch', check: checkPhone }),
    email: text({ label: '邮箱', max: 100, check: checkEmail }),
    organization_id: reference({ label: '部门', to: 'admin.organization', filter: 'equal' }),
    job_id: reference({ label: '岗位', to: 'admin.job', filter: 'equal' }),
    role_ids: references({ label: '角色', to: 'admin.role', filter: 'in' }),
    status: status({ label: '状态', machine: staffStatus, filter: 'equal' }),
  },
});
