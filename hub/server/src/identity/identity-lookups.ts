import type { LookupDecl } from '../module.ts';

const API = '/api-auth/api/v1';
const PEOPLE_EVENTS = ['admin.staff.changed', 'admin.organization.changed'];

/** Identity's cached lookup lists (spec 000 §3): main bodies, buyers and warehouse staff. */
export const identityLookups: LookupDecl[] = [
  { name: 'main-bodies', label: '主体', url: `${API}/open/companies`, events: ['admin.company.changed'] },
  { name: 'buyers', label: '采购员', url: `${API}/open/department/purchase/staffs`, events: PEOPLE_EVENTS },
  { name: 'warehouse-staff', label: '仓库人员', url: `${API}/open/department/warehouse/staffs`, events: PEOPLE_EVENTS },
];
