// The admin area's entities: pure declarations, read by the server (tables, routes) and the admin web app.
export { company } from './company.entity.ts';
export { group } from './group.entity.ts';
export { job } from './job.entity.ts';
export { organization } from './organization.entity.ts';
export { permission } from './permission.entity.ts';
export { role } from './role.entity.ts';
export { staff, staffStatus } from './staff.entity.ts';
