import { permissionCodesOf } from '@entrepot/entity';
import type { Database } from '@entrepot/server-kit/db';
import { adminRoutes } from '../admin/routes.ts';
import { adminServices } from '../admin/services.ts';
import { fileDownloadRoutes, uploadRoutes } from '../files/files.routes.ts';
import { FileService } from '../files/files.service.ts';
import { UrlSigner } from '../files/signing.ts';
import type { Storage } from '../files/storage.ts';
import type { ModuleManifest, PermissionDecl } from '../module.ts';
import { auditRoutes } from './audit.routes.ts';
import { Catalogue } from './catalogue.ts';
import { company, group, job, organization, permission, role, staff } from './entities/index.ts';
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
];

export const identityMenus: ModuleManifest['menus'] = [
  {
    name: '系统管理',
    icon: 'setting',
    children: [
      {
        name: '系统公告',
        url: '/system/notice',
        area: 'admin',
        permission: 'admin.notice.read',
      },
    ],
  },
];

export interface Identity {
  manifest: ModuleManifest;
  sessions: SessionStore;
  files: FileService;
  /** Gathers menus, permissions and search providers once every manifest is known. */
  bind(manifests: ModuleManifest[]): Catalogue;
}

/** Identity lives in hub/server (ARCHITECTURE §2): sessions, users, menus, notices, files, link tokens. */
export async function createIdentity(database: Database, options: { storage: Storage; sms?: SmsSender }): Promise<Identity> {
  const sessions = new SessionStore(database);
  const files = new FileService(options.storage, new UrlSigner(await sharedSecret(database.db, 'file_url_signing_key')));
  let catalogue: Catalogue | undefined;
  const services = adminServices();
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
    manifest: {
      name: 'identity',
      services: {
        '/api-auth': (app) => {
          authService(deps)(app);
          adminRoutes({ database, services, sessions, catalogue: () => deps.catalogue })(app);
          auditRoutes(database, services.registry)(app);
        },
        '/api': helpService(deps),
        '/upload-service': uploadRoutes(files),
        '/files': fileDownloadRoutes(files),
      },
      menus: identityMenus,
      permissions: identityPermissions,
    },
    bind(manifests) {
      catalogue = new Catalogue(manifests, { database });
      return catalogue;
    },
  };
}
