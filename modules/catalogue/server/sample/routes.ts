// `/api-product` routes of the samples (样品管理), one line per path (README: Samples): the spec's
// sample/list, sample/upload, sample/export, sample/tospu, sample/import; ours beside them: the derived
// form's create/detail/update/delete, the evaluation transitions, the operation log and the import template.
import { permissionCodesOf } from '@entrepot/entity';
import type { MenuDecl, ModuleContext, PermissionDecl } from '@entrepot/hub-server/module';
import { requestUser } from '@entrepot/server-kit';
import { commandRoute, entityRoutes } from '@entrepot/server-kit/entity';
import type { FastifyInstance } from 'fastify';
import { sample, type sampleStatus } from '../../entities/index.ts';
import { sampleServices } from './sample-services.ts';
import { sampleToSpu } from './sample-to-spu.ts';
import { sampleUploadRoute } from './sample-upload.ts';

export const SAMPLE_SCREEN = '/commodity/information/sample-management';

/** 商品资料 → 样品管理. */
export const sampleMenu: MenuDecl = { name: '样品管理', url: SAMPLE_SCREEN, area: 'catalogue', permission: sample.permission('read') };

/** Each code once: 评估通过, 淘汰 and 重新评估 share `review`. */
export const samplePermissions: PermissionDecl[] = [
  ...new Map(permissionCodesOf(sample).map((p) => [p.code, p.code.endsWith('.review') ? { ...p, name: `${sample.label}-评估` } : p])).values(),
];

/** The transitions a bare route may run: 转为SPU writes an SPU, so only `sample/tospu` moves a sample there. */
const EVALUATIONS = ['approve', 'reject', 'reopen'] as const satisfies readonly (keyof typeof sampleStatus.transitions)[];

export function sampleRoutes(ctx: Pick<ModuleContext, 'database' | 'fileTasks' | 'outbox'>) {
  const { database, fileTasks, outbox } = ctx;
  const s = sampleServices();
  const sample$ = entityRoutes(s.sample, database, { changes: outbox });
  const scopeOf = (r: Parameters<typeof sample$.access>[0]) => sample$.access(r).scope;
  fileTasks?.add({ service: s.sample, registry: s.catalogue.registry, changes: outbox });
  const exportRoute = fileTasks?.routes(sample.name).export;

  return (app: FastifyInstance) => {
    const v = (path: string) => `/api/v1/product/${path}`;
    app.get(v('sample/list'), sample$.list);
    sampleUploadRoute(database, s, scopeOf)(app); // sample/upload
    if (exportRoute) app.get(v('sample/export'), exportRoute);
    app.post(
      v('sample/tospu'),
      commandRoute(database, (r, tx) => sampleToSpu(tx, s, r.body, requestUser(r), scopeOf(r), outbox), sample.permission('tospu')),
    );
    fileTasks?.mountImport(app, v('sample'), sample.name); // sample/import, sample/template

    app.post(v('sample'), sample$.create);
    app.get(v('sample/:id'), sample$.detail);
    app.put(v('sample/:id'), sample$.update);
    app.delete(v('sample/:id'), sample$.remove);
    app.get(v('sample/:id/logs'), sample$.auditTrail);
    for (const name of EVALUATIONS) app.post(v(`sample/:id/${name}`), sample$.transition('status', name, 'review'));
  };
}
