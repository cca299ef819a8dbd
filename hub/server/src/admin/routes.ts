// `/api-auth` admin routes: every `admin` row of api-catalogue.tsv (not "guessed"), one line each.
import { invalid, parse, requestUser } from '@entrepot/server-kit';
import type { Database, Tx } from '@entrepot/server-kit/db';
import { type Actor, commandRoute, createSchema, entityRoutes, httpUpdateSchema, type Route, readRoute } from '@entrepot/server-kit/entity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../identity/auth-hook.ts';
import type { Catalogue } from '../identity/catalogue.ts';
import { organization, permission, role } from '../identity/entities/index.ts';
import { permissionsOf, type SessionStore } from '../identity/sessions.ts';
import * as lookup from './lookups.ts';
import * as orgs from './organization.commands.ts';
import { assertDeclaredUntouched, permissionSystems } from './permission.commands.ts';
import * as roles from './role.commands.ts';
import type { AdminServices } from './services.ts';
import * as staffs from './staff.commands.ts';

export interface AdminDeps {
  database: Database;
  services: AdminServices;
  sessions: SessionStore;
  catalogue: () => Catalogue;
  staffFiles: { export: Route; template: Route; import: Route };
  /** Announces changes of staff, organizations and companies (the hub's cached people and 主体 lists). */
  outbox?: { publish(tx: Tx, name: string, payload: Record<string, unknown>): Promise<unknown> };
}

const idOf = (r: FastifyRequest) => parse(z.object({ id: z.uuid('记录编号不正确') }), r.params).id;
const actorOf = (r: FastifyRequest): Actor => ({ id: requestUser(r).id, name: requestUser(r).name });
const keyword = z.object({ keyword: z.string().trim().max(50).optional(), q: z.string().trim().max(50).optional() });
const codes = z.strictObject({ permissions: z.array(z.string().trim().min(1).max(100)).max(5000) });
const move = z.strictObject({ parent_id: z.uuid().nullable(), sort: z.number().int().min(0).max(99999).optional() });
const departmentQuery = z.object({ id: z.uuid('请选择部门').optional(), department_id: z.uuid('请选择部门').optional() });

export function adminRoutes(deps: AdminDeps) {
  const { database, services, sessions } = deps;
  const role$ = entityRoutes(services.role, database);
  const company$ = entityRoutes(services.company, database, { changes: deps.outbox });
  const job$ = entityRoutes(services.job, database);
  const staff$ = entityRoutes(services.staff, database);
  const perm$ = entityRoutes(services.permission, database);
  const group$ = entityRoutes(services.group, database);

  /** A hand-written command in one transaction, guarded by a permission code. */
  const command = (permission: string, run: (r: FastifyRequest, tx: Tx, actor: Actor) => Promise<unknown>): Route =>
    commandRoute(database, (r, tx) => run(r, tx, actorOf(r)), permission);
  /** A command that changes people or the organization tree: announced in its own transaction. */
  const changing = (event: string, permission: string, run: (r: FastifyRequest, tx: Tx, actor: Actor) => Promise<unknown>): Route =>
    command(permission, async (r, tx, a) => {
      const answer = await run(r, tx, a);
      await deps.outbox?.publish(tx, event, { route: `${r.method} ${r.routeOptions.url}` });
      return answer;
    });
  /** A read for any signed-in user (the open lookups), or for the holders of `permission`. */
  const read = readRoute;
  const db = database.db;
  /** A group change alters members' data rules: cached sessions in this process re-read them at once. */
  const rulesChange = (route: Route): Route => ({
    ...route,
    handler: async function (this: FastifyInstance, request, reply) {
      const answer = await route.handler.call(this, request, reply);
      sessions.forgetAll();
      return answer;
    },
  });
  const roleCreate = createSchema(role);
  const roleUpdate = httpUpdateSchema(role);
  const orgCreate = createSchema(organization);
  const orgUpdate = httpUpdateSchema(organization);
  const staffUpdate = httpUpdateSchema(services.staff.decl);
  const permUpdate = httpUpdateSchema(permission);

  return (app: FastifyInstance) => {
    // Roles
    app.get('/api/v1/roles', role$.list);
    app.get(
      '/api/v1/allrole',
      read(async () => (await services.role.list(db, { page: 1, perPage: 1000, query: { enabled: 'true' } })).rows, role.permission('read')),
    );
    app.post(
      '/api/v1/role',
      command(role.permission('create'), (r, tx, a) => roles.createRole(tx, services, parse(roleCreate, r.body), a)),
    );
    app.put(
      '/api/v1/role/:id',
      command(role.permission('update'), (r, tx, a) => roles.updateRole(tx, services, sessions, idOf(r), parse(roleUpdate, r.body), a)),
    );
    app.delete(
      '/api/v1/role/:id',
      command(role.permission('delete'), (r, tx, a) => roles.deleteRole(tx, services, idOf(r), a)),
    );
    app.get('/api/v1/role/:id/show', role$.detail);
    app.get(
      '/api/v1/role/:id/staffs',
      staff$.scopedList((r) => roles.holdsRole(idOf(r)), role.permission('read')),
    );
    app.delete(
      '/api/v1/role/:id/staffs',
      command(role.permission('update'), async (r, tx, a) => ({ removed: await roles.emptyRole(tx, services, sessions, idOf(r), a) })),
    );

    // Organizations, departments, companies, jobs
    app.get(
      '/api/v1/organizations',
      read(() => orgs.organizationTree(db), organization.permission('read')),
    );
    app.post(
      '/api/v1/organization',
      changing('admin.organization.changed', organization.permission('create'), (r, tx, a) =>
        orgs.createOrganization(tx, services, parse(orgCreate, r.body), a),
      ),
    );
    app.put(
      '/api/v1/organization/:id',
      changing('admin.organization.changed', organization.permission('update'), (r, tx, a) =>
        orgs.updateOrganization(tx, services, idOf(r), parse(orgUpdate, r.body), a),
      ),
    );
    app.delete(
      '/api/v1/organization/:id',
      changing('admin.organization.changed', organization.permission('delete'), (r, tx, a) => orgs.deleteOrganization(tx, services, idOf(r), a)),
    );
    app.post(
      '/api/v1/organization/:id/move',
      changing('admin.organization.changed', organization.permission('update'), (r, tx, a) =>
        orgs.moveOrganization(tx, services, idOf(r), parse(move, r.body), a),
      ),
    );
    app.get(
      '/api/v1/childrendepartment',
      read(async (r) => lookup.childDepartments(db, departmentOf(r))),
    );
    app.get(
      '/api/v1/departments',
      read(() => lookup.departments(db)),
    );
    app.get('/api/v1/companys', company$.list);
    app.post('/api/v1/company', company$.create);
    app.get('/api/v1/company/:id', company$.detail);
    app.put('/api/v1/company/:id', company$.update);
    app.delete('/api/v1/company/:id', company$.remove);
    app.get(
      '/api/v1/organization/:id/permissions',
      read((r) => orgs.organizationPermissions(db, services, idOf(r)), organization.permission('read')),
    );
    app.put(
      '/api/v1/organization/:id/permissions',
      command(organization.permission('update'), async (r, tx, a) => {
        const { permissions } = parse(codes, r.body);
        await orgs.assertKnownPermissions(tx, permissions);
        const row = await services.organization.update(tx, idOf(r), { permissions }, a);
        sessions.forgetUsers((await lookup.activeStaff(tx, { organizationIds: [idOf(r)] })).map((s) => s.id));
        return row;
      }),
    );
    app.get(
      '/api/v1/organization/:id/staffs',
      staff$.scopedList((r) => lookup.inOrganization(idOf(r)), organization.permission('read')),
    );
    app.get('/api/v1/organization/jobs', job$.list);
    app.post('/api/v1/job', job$.create);
    app.put('/api/v1/job/:id', job$.update);
    app.delete('/api/v1/job/:id', job$.remove);

    // Permissions
    app.get(
      '/api/v1/allpermission',
      read(
        async (r) => (await services.permission.list(db, { page: 1, perPage: 5000, query: r.query as Record<string, unknown> })).rows,
        permission.permission('read'),
      ),
    );
    app.post('/api/v1/permission', perm$.create);
    app.put(
      '/api/v1/permission/:id',
      command(permission.permission('update'), async (r, tx, a) => {
        await assertDeclaredUntouched(tx, services, idOf(r));
        return services.permission.update(tx, idOf(r), parse(permUpdate, r.body), a);
      }),
    );
    app.delete(
      '/api/v1/permission/:id',
      command(permission.permission('delete'), async (r, tx, a) => {
        await assertDeclaredUntouched(tx, services, idOf(r));
        return services.permission.remove(tx, [idOf(r)], a);
      }),
    );
    app.get('/api/v1/permission/show/:id', perm$.detail);
    app.get(
      '/api/v1/systems',
      read(() => permissionSystems(db), permission.permission('read')),
    );
    app.get(
      '/api/v1/permission/menus',
      read(async () => deps.catalogue().menuTree, permission.permission('read')),
    );

    // Staff
    app.get('/api/v1/staffs', staff$.list);
    app.post(
      '/api/v1/staff',
      changing('admin.staff.changed', services.staff.decl.permission('create'), (r, tx, a) =>
        staffs.createStaff(tx, services, parse(staffs.createStaffInput, r.body) as Record<string, unknown> & { password: string }, a),
      ),
    );
    app.get('/api/v1/staff/show/:id', staff$.detail);
    app.get('/api/v1/staff/export', deps.staffFiles.export);
    app.get('/api/v1/staff/template', deps.staffFiles.template);
    app.get('/api/v1/staff/download_template', deps.staffFiles.template);
    app.post('/api/v1/staff/import', deps.staffFiles.import);
    app.put(
      '/api/v1/staff/:id',
      changing('admin.staff.changed', services.staff.decl.permission('update'), async (r, tx, a) => {
        const rules = staff$.access(r);
        return rules.redact(await staffs.updateStaff(tx, services, sessions, idOf(r), parse(staffUpdate, rules.body), a, rules.scope));
      }),
    );
    app.get(
      '/api/v1/staff/:id/permissions',
      read(async (r) => {
        await services.staff.get(db, idOf(r), staff$.access(r).scope); // a hidden staff stays hidden
        return [...(await permissionsOf(db, idOf(r)))].sort();
      }, services.staff.decl.permission('read')),
    );
    for (const transition of ['disable', 'enable'] as const) {
      app.post(
        `/api/v1/staff/:id/${transition}`,
        changing('admin.staff.changed', services.staff.decl.permission(transition), async (r, tx, a) => {
          const rules = staff$.access(r);
          return rules.redact(await staffs.setStaffStatus(tx, services, sessions, idOf(r), transition, a, rules.scope));
        }),
      );
    }

    // Groups (members and jobs are fields of the group)
    app.get('/api/v1/groups', group$.list);
    app.post('/api/v1/group', rulesChange(group$.create));
    app.get('/api/v1/group/:id', group$.detail);
    app.put('/api/v1/group/:id', rulesChange(group$.update));
    app.delete('/api/v1/group/:id', rulesChange(group$.remove));

    // Open lookups: any signed-in user
    app.get(
      '/api/v1/open/staffs',
      read(async (r) => lookup.activeStaff(db, { keyword: parse(keyword, r.query).keyword })),
    );
    app.get(
      '/api/v1/open/departments',
      read(() => lookup.departments(db)),
    );
    app.get(
      '/api/v1/open/getDepartments',
      read(() => lookup.departments(db)),
    );
    app.get(
      '/api/v1/open/department/last',
      read(() => lookup.lastLevelDepartments(db)),
    );
    app.get(
      '/api/v1/open/department/purchase/staffs',
      read(() => lookup.staffByFunction(db, 'purchase')),
    );
    app.get(
      '/api/v1/open/department/development/staffs',
      read(() => lookup.staffByFunction(db, 'development')),
    );
    app.get(
      '/api/v1/open/staff/search',
      read(async (r) => lookup.activeStaff(db, { keyword: parse(keyword, r.query).keyword ?? parse(keyword, r.query).q, limit: 20 })),
    );
    app.get(
      '/api/v1/department/staffs',
      read(async (r) => lookup.staffOfDepartment(db, departmentOf(r))),
    );
    app.get(
      '/api/v1/open/department/warehouse/staffs',
      read(() => lookup.staffByFunction(db, 'warehouse')),
    );
    app.get(
      '/api/v1/open/companies',
      read(() => lookup.companyOptions(db)),
    );
    app.get(
      '/api/v1/open/organizations',
      read(() => orgs.organizationTree(db)),
    );
    app.get(
      '/api/v1/open/user',
      read(async (r) => lookup.userBrief(db, currentUser(r).id)),
    );
  };
}

function departmentOf(r: FastifyRequest): string {
  const q = parse(departmentQuery, r.query);
  const id = q.id ?? q.department_id;
  if (!id) throw invalid('department_id', '请选择部门');
  return id;
}
