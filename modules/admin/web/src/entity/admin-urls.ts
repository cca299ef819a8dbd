import type { EntityUrls } from '@entrepot/web/entity';

// Identity's admin routes (hub/server/src/admin/routes.ts), all under /api-auth.
export const API = '/api-auth/api/v1';

const id = (value: string) => encodeURIComponent(value);

/** Options of reference fields by target entity: arrays, pages `{list}` or trees, all read by the engine. */
export const ADMIN_LOOKUPS: Record<string, string> = {
  'admin.organization': `${API}/open/organizations`,
  'admin.job': `${API}/organization/jobs?per_page=1000`,
  'admin.role': `${API}/allrole`,
  'admin.permission': `${API}/allpermission`,
  'admin.staff': `${API}/open/staffs`,
};

export const roleUrls: EntityUrls = {
  list: `${API}/roles`,
  detail: (r) => `${API}/role/${id(r)}/show`,
  create: `${API}/role`,
  update: (r) => `${API}/role/${id(r)}`,
  remove: (r) => `${API}/role/${id(r)}`,
};

export const staffUrls: EntityUrls = {
  list: `${API}/staffs`,
  detail: (r) => `${API}/staff/show/${id(r)}`,
  create: `${API}/staff`,
  update: (r) => `${API}/staff/${id(r)}`,
  // Staff are disabled, never deleted: there is no delete route (the page hides 删除).
  remove: (r) => `${API}/staff/${id(r)}`,
  transition: (r, name) => `${API}/staff/${id(r)}/${name}`,
};

export const companyUrls: EntityUrls = {
  list: `${API}/companys`,
  detail: (r) => `${API}/company/${id(r)}`,
  create: `${API}/company`,
  update: (r) => `${API}/company/${id(r)}`,
  remove: (r) => `${API}/company/${id(r)}`,
};

export const jobUrls: EntityUrls = {
  list: `${API}/organization/jobs`,
  detail: (r) => `${API}/job/${id(r)}`,
  create: `${API}/job`,
  update: (r) => `${API}/job/${id(r)}`,
  remove: (r) => `${API}/job/${id(r)}`,
};

export const organizationUrls: EntityUrls = {
  list: `${API}/organizations`,
  detail: (r) => `${API}/organization/${id(r)}`,
  create: `${API}/organization`,
  update: (r) => `${API}/organization/${id(r)}`,
  remove: (r) => `${API}/organization/${id(r)}`,
};

export const permissionUrls: EntityUrls = {
  list: `${API}/allpermission`,
  detail: (r) => `${API}/permission/show/${id(r)}`,
  create: `${API}/permission`,
  update: (r) => `${API}/permission/${id(r)}`,
  remove: (r) => `${API}/permission/${id(r)}`,
};

export const groupUrls: EntityUrls = {
  list: `${API}/groups`,
  detail: (r) => `${API}/group/${id(r)}`,
  create: `${API}/group`,
  update: (r) => `${API}/group/${id(r)}`,
  remove: (r) => `${API}/group/${id(r)}`,
};

/** Read-only staff lists of one role or one organization (their scoped list routes). */
export const scopedStaffUrls = (list: string): EntityUrls => ({ ...staffUrls, list });
