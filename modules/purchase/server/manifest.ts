import { permissionCodesOf, screenMenu } from '@entrepot/entity';
import { type ModuleManifest, mountResources, type ResourceBinding } from '@entrepot/hub-server/module';
import { purchaseResources as R, SERVICE, supplierAccount, supplierContact } from '../entities/index.ts';
import { purchaseRoutes } from './routes.ts';
import { purchaseRules } from './rules.ts';
import { searchPurchase } from './search.ts';
import { seedPurchase } from './seed.ts';
import { purchaseServices } from './services.ts';

const resources = Object.values(R);

// Suppliers, what they supply, MOQs, quotations and notices: the spec's /api-purchase rows (README), the
// screens under /purchase/information. Writes publish purchase.<entity>.changed {ids, action}.
export const manifest: ModuleManifest = {
  name: 'purchase',
  position: 60,
  seed: { after: ['catalogue', 'finance'], run: (database, { demo, firstStart }) => (demo && firstStart ? seedPurchase(database) : Promise.resolve()) },
  services: {
    [SERVICE]: (app, ctx) => {
      const s = purchaseServices();
      const rules = purchaseRules(s);
      const bind = <K extends keyof typeof R>(key: K): ResourceBinding => ({ resource: R[key], service: s[key], rules: rules[key] });
      const bindings = {
        supplier: bind('supplier'),
        supplierSku: bind('supplierSku'),
        supplierSpu: bind('supplierSpu'),
        moq: bind('moq'),
        quotation: bind('quotation'),
        notice: bind('notice'),
      };
      const $ = mountResources(app, ctx, s.registry, bindings);
      // The contacts and payee accounts are written with their supplier; each has an export of its own.
      for (const [service, path] of [
        [s.supplierContact, 'supplier/export/link'],
        [s.supplierAccount, 'supplier/export/account'],
      ] as const) {
        if (!ctx.fileTasks) continue;
        ctx.fileTasks.add({ service, registry: s.registry });
        app.route({ method: 'GET', url: `${R.supplier.base}/${path}`, ...ctx.fileTasks.routes(service.decl.name).export });
      }
      purchaseRoutes(app, ctx, s, $, bindings.quotation.submit, bindings.quotation.withdraw);
    },
  },
  menus: [{ name: '供应商管理', children: resources.filter((r) => r.screen).map((r) => screenMenu(r, 'purchase')) }],
  search: searchPurchase,
  // The supplier's codes name its account's 查看完整收款账号 already; each code once.
  permissions: [...new Map([...resources.map((r) => r.entity), supplierContact, supplierAccount].flatMap(permissionCodesOf).map((p) => [p.code, p])).values()],
};
