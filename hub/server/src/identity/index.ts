import { permissionCodesOf } from '@entrepot/entity';
import type { Database } from '@entrepot/server-kit/db';
import { setFileDirectory } from '@entrepot/server-kit/entity';
import fastifyMultipart from '@fastify/multipart';
import { dataAccessRoutes } from '../admin/data-access.routes.ts';
import { adminRoutes } from '../admin/routes.ts';
import { adminServices } from '../admin/services.ts';
import { staffImport } from '../admin/staff.commands.ts';
import { searchStaff } from '../admin/staff-search.ts';
import { approvalPermissions } from '../approvals/permissions.ts';
import { approvalRoutes } from '../approvals/routes.ts';
import { entityFileRoutes } from '../file-tasks/entity-file-routes.ts';
import { fileTaskRoutes } from '../file-tasks/file-tasks.routes.ts';
import { FileTasks } from '../file-tasks/file-tasks.ts';
import { fileDirectory } from '../files/file-directory.ts';
import { fileDownloadRoutes, uploadRoutes } from '../files/files.routes.ts';
import { FileService, MAX_FILE_BYTES } from '../files/files.service.ts';
import { UrlSigner } from '../files/signing.ts';
import type { Storage } from '../files/storage.ts';
import type { ModuleContext, ModuleManifest, PermissionDecl } from '../module.ts';
import { auditRoutes } from './audit.routes.ts';
import { Catalogue } from './catalogue.ts';
import { company, group, job, organization, permission, role, staff } from './entities/index.ts';
import { identityLookups } from './identity-lookups.ts';
import { authService, helpService, type IdentityDeps } from './routes.ts';
import { SessionStore } from './sessions.ts';
import { sharedSecret } from './settings.ts';
import { outboxSmsSender, type SmsSender } from './sms.ts';

export const identityPermissions: PermissionDecl[] = [
  { code: 'admin.notice.read', name: '系统公告-查看' },
  { code: 'admin.notice.create', name: '系统公告-新增' },
  { code: 'admin.notice.update', name: '系统公告-编辑' },
  { code: 'admin.notice.delete', name: '系统公告-删除' },
  { code: 'admin.sms.read', name: '短信发件箱-查看' },
  ...[organization, company, job, role, permission, staff, group].flatMap(permissionCodesOf),
  ...approvalPermissions,
];

export const identityMenus: ModuleManifest['menus'] = [
  {
    name: '系统管理',
    icon: 'setting',
    children: [
      { name: '组织架构', url: '/user/organization', area: 'admin', permission: 'admin.organization.read' },
      { name: '角色管理', url: '/user/role', area: 'admin', permission: 'admin.role.read' },
      { name: '员工管理', url: '/user/user', area: 'admin', permission: 'admin.staff.read' },
      { name: '权限管理', url: '/permission/manage', area: 'admin', permission: 'admin.permission.read' },
      { name: '数据权限', url: '/permission/viewData', area: 'admin', permission: 'admin.group.read' },
      { name: '列权限', url: '/permission/tableConfig', area: 'admin', permission: 'admin.group.read' },
      {
        name: '系统公告',
        url: '/system/notice',
        area: 'admin',
        permission: 'admin.notice.read',
      },
      { name: '审批流程', url: '/system/approval-flows', area: 'admin', permission: 'admin.approvalFlow.read' },
      // Everyone sees what waits on their approval and what they submitted.
      { name: '我的审批', url: '/system/approvals', area: 'admin' },
      // Everyone sees their own imports and exports.
      { name: '文件任务', url: '/system/file-tasks', area: 'admin' },
      // The demo's SMS go to an outbox an administrator reads here (dropped when a real provider sends them).
      { name: '短信记录', url: '/system/sms', area: 'admin', permission: 'admin.sms.read' },
    ],
  },
];

/** With a real SMS provider there is no outbox to read: its screen leaves the menu. */
export function withoutSmsOutbox(menus: ModuleManifest['menus']): ModuleManifest['menus'] {
  return menus?.map((m) => ({ ...m, children: m.children?.filter((c) => c.url !== '/system/sms') }));
}

export interface Identity {
  manifest: ModuleManifest;
  sessions: SessionStore;
  files: FileService;
  /** Imports and exports: its runner is started by the server process (tests drain it directly). */
  tasks: FileTasks;
  /** Gathers menus, permissions and search providers once every manifest is known. */
  bind(manifests: ModuleManifest[], ctx: ModuleContext): Catalogue;
}

/** Identity lives in hub/server (ARCHITECTURE §2): sessions, users, menus, notices, files, link tokens. */
export async function createIdentity(database: Database, options: { storage: Storage; sms?: SmsSender }): Promise<Identity> {
  const sessions = new SessionStore(database);
  const files = new FileService(options.storage, new UrlSigner(await sharedSecret(database.db, 'file_url_signing_key')));
  // Entities' file fields (image(), files()…) read names and signed URLs through it.
  setFileDirectory(fileDirectory(files));
  let catalogue: Catalogue | undefined;
  const services = adminServices();
  const tasks = new FileTasks({ database, storage: options.storage, sessions, registry: services.registry });
  tasks.add({ service: services.staff, import: staffImport });
  const deps: IdentityDeps = {
    database,
    sessions,
    sms: options.sms ?? outboxSmsSender,
    get catalogue() {
      if (!catalogue) throw new Error('identity used before bind()');
      return catalogue;
    },
  };
  return {
    sessions,
    files,
    tasks,
    manifest: {
      name: 'identity',
      services: {
        '/api-auth': async (app, ctx) => {
          await app.register(fastifyMultipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 20 }, throwFileSizeLimit: true });
          authService(deps)(app);
          adminRoutes({
            database,
            services,
            sessions,
            catalogue: () => deps.catalogue,
            staffFiles: entityFileRoutes('admin.staff', { database, tasks, files }),
            outbox: ctx.outbox,
          })(app);
          auditRoutes(database, services.registry)(app);
          dataAccessRoutes(database)(app);
          fileTaskRoutes(database, tasks, files)(app);
          approvalRoutes({ database, outbox: ctx.outbox })(app);
        },
        '/api': helpService(deps),
        '/upload-service': uploadRoutes(files),
        '/files': fileDownloadRoutes(files),
      },
      menus: options.sms ? withoutSmsOutbox(identityMenus) : identityMenus,
      lookups: identityLookups,
      search: searchStaff,
      permissions: identityPermissions,
    },
    bind(manifests, ctx) {
      catalogue = new Catalogue(manifests, ctx);
      return catalogue;
    },
  };
}
