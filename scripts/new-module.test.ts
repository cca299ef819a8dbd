import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'new-module.mjs');
const hubWeb = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'hub', 'web', 'package.json'), 'utf8'));
let root: string;

function scaffold(...args: string[]) {
  return spawnSync(process.execPath, [script, ...args, '--root', root], { encoding: 'utf8' });
}
const read = (path: string) => readFileSync(join(root, 'modules', path), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-module-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('scripts/new-module', () => {
  it('scaffolds the layout of ARCHITECTURE §2', () => {
    const r = scaffold('global-wms');
    expect(r.status, r.stderr).toBe(0);
    for (const path of [
      'README.md',
      'public.ts',
      'entities/.gitkeep',
      'domain/.gitkeep',
      'server/manifest.ts',
      'server/global-wms.db.test.ts',
      'web/package.json',
      'web/vite.config.ts',
      'web/index.html',
      'web/tsconfig.json',
      'web/src/main.tsx',
      'web/src/app.tsx',
    ]) {
      expect(existsSync(join(root, 'modules', 'global-wms', path)), path).toBe(true);
    }
    expect(existsSync(join(root, 'modules', 'global-wms', 'README.web-only.md'))).toBe(false);
    expect(read('global-wms/server/manifest.ts')).toContain("name: 'global-wms'");
    expect(read('global-wms/web/vite.config.ts')).toContain("areaConfig('global-wms')");
    // Its first database test mounts the module in the real app and says where its tests run (README "Tests").
    const dbTest = read('global-wms/server/global-wms.db.test.ts');
    expect(dbTest).toContain('createTestApp([manifest])');
    expect(dbTest).toContain('*.both.db.test.ts');
    expect(dbTest).not.toContain('{{name}}');
  });

  it('with --entity, declares a working entity: resource, table, services, manifest, area route and its tests', () => {
    const r = scaffold('purchase', '--entity', 'supplier-contact', '--label', '联系人', '--no-install');
    expect(r.status, r.stderr).toBe(0);
    const entity = read('purchase/entities/supplier-contact.entity.ts');
    expect(entity).toContain("name: 'purchase.supplierContact'");
    expect(entity).toContain("table: 'purchase.supplier_contacts'");
    expect(entity).toContain("label: '联系人'");
    expect(read('purchase/entities/resources.ts')).toContain("segment: 'supplier-contact', style: 'rest', screen: { url: '/purchase/supplier-contact' }");
    expect(read('purchase/server/purchase.schema.ts')).toContain('export const supplierContacts = tableOf(supplierContact);');
    expect(read('purchase/server/manifest.ts')).toContain('mountResources(app, ctx, s.registry, { supplierContact:');
    expect(read('purchase/web/src/app.tsx')).toContain('screenRoute(r, { lookups: LOOKUPS })');
    const dbTest = read('purchase/server/supplier-contact.db.test.ts');
    expect(dbTest).toContain("tables: await import('./purchase.schema.ts')");
    expect(dbTest).not.toMatch(/\{\{\w+\}\}/);
    expect(readFileSync(join(root, 'tests', 'e2e', 'purchase-supplier-contact.spec.ts'), 'utf8')).toContain("page.goto('/#/purchase/supplier-contact')");
    // The generated entity replaces the empty manifest and database test; domain/ stays for its commands.
    expect(existsSync(join(root, 'modules', 'purchase', 'server', 'purchase.db.test.ts'))).toBe(false);
    expect(existsSync(join(root, 'modules', 'purchase', 'domain', '.gitkeep'))).toBe(true);
    expect(scaffold('other', '--entity', 'Bad_Name').stderr).toContain('--entity needs a kebab-case name');
  });

  it('bootstraps the area on the bridge with an empty route table', () => {
    expect(scaffold('quality').status).toBe(0);
    const main = read('quality/web/src/main.tsx');
    expect(main).toContain("bootArea('quality', routes)");
    expect(read('quality/web/src/app.tsx')).toMatch(/const routes: .* = \[\];/);
  });

  it("pins the area app's dependencies to the hub's exact versions", () => {
    expect(scaffold('oms').status).toBe(0);
    const pkg = JSON.parse(read('oms/web/package.json'));
    expect(pkg.name).toBe('@entrepot/area-oms');
    for (const [name, version] of Object.entries(pkg.dependencies)) {
      expect(version, name).toBe(name.startsWith('@entrepot/') ? 'workspace:*' : hubWeb.dependencies[name]);
    }
    expect(pkg.dependencies['@entrepot/module-oms']).toBe('workspace:*');
    for (const [name, version] of Object.entries(pkg.devDependencies)) expect(version, name).toBe(hubWeb.devDependencies[name]);
    expect(Object.keys(pkg.dependencies)).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@arco-design/web-react', 'wouter', '@entrepot/bridge', '@entrepot/web']),
    );
  });

  it('makes a web-only area without entities, domain, server or public.ts', () => {
    expect(scaffold('admin', '--web-only').status).toBe(0);
    for (const path of ['entities', 'domain', 'server', 'public.ts']) expect(existsSync(join(root, 'modules', 'admin', path)), path).toBe(false);
    expect(read('admin/README.md')).toContain('web-only');
    expect(existsSync(join(root, 'modules', 'admin', 'web', 'src', 'main.tsx'))).toBe(true);
  });

  it('refuses an existing module and leaves it alone', () => {
    mkdirSync(join(root, 'modules', 'wms'), { recursive: true });
    const r = scaffold('wms');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('already exists');
    expect(existsSync(join(root, 'modules', 'wms', 'README.md'))).toBe(false);
  });

  it('refuses names that are not kebab-case', () => {
    for (const name of ['Wms', 'global_wms', 'global--wms', 'wms-', '1wms', '../wms']) {
      const r = scaffold(name);
      expect(r.status, name).toBe(1);
      expect(r.stderr, name).toContain('kebab-case');
    }
    expect(existsSync(join(root, 'modules'))).toBe(false);
  });

  it('asks for exactly one name', () => {
    expect(scaffold().stderr).toContain('usage');
    expect(scaffold('a', 'b').stderr).toContain('usage');
    expect(scaffold('-wms').stderr).toContain('usage');
  });
});
