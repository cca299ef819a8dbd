#!/usr/bin/env node
// `node scripts/new-module.mjs <name> [--entity <x> [--label 中文名]] [--web-only] [--no-install] [--root <dir>]`
// scaffolds modules/<name> with the layout of ARCHITECTURE §2 from scripts/templates/module. `--entity` adds a
// working entity from scripts/templates/entity: its declaration, its resource (routes, screen, menu), table,
// services, manifest, area route, a database test and a browser test (tests/e2e) — then installs the workspace
// and regenerates the migration unless `--no-install`. `--web-only` makes an area without entities, domain,
// server or public.ts (like admin, whose routes identity serves); `--root` writes under another repository root.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = join(import.meta.dirname, '..');
const templates = join(import.meta.dirname, 'templates', 'module');
const entityTemplates = join(import.meta.dirname, 'templates', 'entity');
const NAME_RE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
// Left out of a web-only area; README.md comes from its own template there.
const SERVER_PARTS = ['entities', 'domain', 'server', 'public.ts.tmpl', 'README.md.tmpl', 'package.json.tmpl'];
const WEB_ONLY_README = 'README.web-only.md.tmpl';
// The area app uses exactly the hub's versions, read from hub/web/package.json so they never drift apart.
const AREA_DEPENDENCIES = ['@arco-design/web-react', '@entrepot/bridge', '@entrepot/contract', '@entrepot/web', 'dayjs', 'react', 'react-dom', 'wouter'];
const AREA_DEV_DEPENDENCIES = ['@types/react', '@types/react-dom', 'vite'];

function fail(message) {
  console.error(`new-module: ${message}`);
  process.exit(1);
}

function pick(source, names) {
  return Object.fromEntries(
    names.map((name) => {
      if (!source[name]) fail(`hub/web/package.json has no version of ${name}`);
      return [name, source[name]];
    }),
  );
}

function areaPackageJson(name, webOnly) {
  const hub = JSON.parse(readFileSync(join(repoRoot, 'hub', 'web', 'package.json'), 'utf8'));
  const pkg = {
    name: `@entrepot/area-${name}`,
    private: true,
    type: 'module',
    scripts: { build: 'vite build', dev: 'vite', typecheck: 'tsc -p tsconfig.json' },
    // The area reads its module's entity declarations (`@entrepot/module-<name>/entities`).
    dependencies: {
      ...pick(hub.dependencies, AREA_DEPENDENCIES),
      '@entrepot/entity': 'workspace:*',
      ...(webOnly ? {} : { [`@entrepot/module-${name}`]: 'workspace:*' }),
    },
    devDependencies: pick(hub.devDependencies, AREA_DEV_DEPENDENCIES),
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** Every template file as [path relative to the templates folder, path inside the module]. */
function templateFiles(webOnly, dir = templates) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const from = relative(templates, join(dir, entry.name));
    const top = from.split(/[\\/]/)[0];
    if (webOnly ? SERVER_PARTS.includes(top) : from === WEB_ONLY_README) return [];
    if (entry.isDirectory()) return templateFiles(webOnly, join(dir, entry.name));
    const to = from === WEB_ONLY_README ? 'README.md' : from.replace(/\.tmpl$/, '');
    return [[from, to]];
  });
}

const USAGE = 'usage: node scripts/new-module.mjs <name> [--entity <x> [--label 中文名]] [--web-only] [--no-install] [--root <dir>]';
function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        'web-only': { type: 'boolean', default: false },
        entity: { type: 'string' },
        label: { type: 'string' },
        'no-install': { type: 'boolean', default: false },
        root: { type: 'string', default: repoRoot },
      },
    });
  } catch (error) {
    return fail(`${error.message}\n${USAGE}`);
  }
}

const { values, positionals } = readArgs();
const [name] = positionals;
if (!name || positionals.length > 1) fail(USAGE);
if (!NAME_RE.test(name)) fail(`"${name}" is not a kebab-case name (e.g. global-wms)`);
const target = join(values.root, 'modules', name);
if (existsSync(target)) fail(`${target} already exists`);
const entity = values.entity;
if (entity !== undefined && (!NAME_RE.test(entity) || values['web-only'])) fail(`--entity needs a kebab-case name (e.g. supplier) and a module with a server`);

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const snake = (kebab) => kebab.replaceAll('-', '_');
/** The words the entity templates use, from the module's and the entity's kebab-case names. */
const words = entity && {
  module: name,
  moduleCamel: camel(name),
  schema: snake(name),
  schemaCamel: camel(name),
  entity: camel(entity),
  segment: entity,
  table: `${snake(entity)}s`,
  tableCamel: `${camel(entity)}s`,
  label: values.label ?? entity,
};
const fill = (text, w) => text.replace(/\{\{(\w+)\}\}/g, (whole, key) => (key in w ? w[key] : whole));

const written = [];
// With an entity, its manifest and database test take the empty ones' places.
const replacedByEntity = (to) =>
  words && (to === 'server/manifest.ts' || to === 'server/{{name}}.db.test.ts' || to === 'web/src/app.tsx' || to === 'entities/.gitkeep');
for (const [from, to] of templateFiles(values['web-only'])) {
  if (replacedByEntity(to)) continue;
  const file = join(target, to.replaceAll('{{name}}', name));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, readFileSync(join(templates, from), 'utf8').replaceAll('{{name}}', name));
  written.push(to.replaceAll('{{name}}', name));
}
writeFileSync(join(target, 'web', 'package.json'), areaPackageJson(name, values['web-only']));
written.push('web/package.json');

/** The entity templates, `__module__` and `__segment__` in their names: module files, the area's routes, a browser test. */
function entityFiles(dir = entityTemplates) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const from = join(dir, e.name);
    if (e.isDirectory()) return entityFiles(from);
    const rel = relative(entityTemplates, from)
      .replace(/\.tmpl$/, '')
      .replaceAll('__module__', words.module)
      .replaceAll('__segment__', words.segment);
    const to = rel === 'web-app.tsx' ? join(target, 'web', 'src', 'app.tsx') : rel.startsWith('e2e') ? join(values.root, 'tests', rel) : join(target, rel);
    return [[from, to]];
  });
}
if (words) {
  for (const [from, to] of entityFiles()) {
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, fill(readFileSync(from, 'utf8'), words));
    written.push(relative(target, to));
  }
}

console.log(`modules/${name}: ${written.sort().join(', ')}`);
if (words && !values['no-install']) {
  // The area's and the module's packages join the workspace; the migration gains the module's tables.
  for (const [cmd, args] of [
    ['pnpm', ['install', '--prefer-offline']],
    ['node', [join(values.root, 'scripts', 'db-regenerate.mjs')]],
    ['pnpm', ['exec', 'biome', 'check', '--write', `modules/${name}`, `tests/e2e/${name}-${words.segment}.spec.ts`]],
  ]) {
    const r = spawnSync(cmd, args, { cwd: values.root, stdio: 'inherit' });
    if (r.status !== 0) fail(`${cmd} ${args.join(' ')} failed: run it yourself, then npm test`);
  }
  console.log(`next: npm test — then open #/${name}/${words.segment} (npm start) and shape the entity's fields`);
} else if (words) console.log('next: pnpm install; pnpm db:regenerate; npm test');
else console.log('next: pnpm install; declare an entity and its resource (or rerun with --entity); npm test');
