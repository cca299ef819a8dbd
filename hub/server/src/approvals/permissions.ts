import { permissionCodesOf } from '@entrepot/entity';
import type { PermissionDecl } from '../module.ts';
import { approvalFlow } from './approval-flow.entity.ts';

/** The generic submit route names any document type, so it is granted, not open to everyone. */
export const SUBMIT_PERMISSION = 'admin.approval.submit';

const served = new Set(['read', 'create', 'update', 'delete'].map((a) => approvalFlow.permission(a)));

export const approvalPermissions: PermissionDecl[] = [
  ...permissionCodesOf(approvalFlow).filter((p) => served.has(p.code)),
  { code: SUBMIT_PERMISSION, name: '审批-提交（通用接口）' },
];
