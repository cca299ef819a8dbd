#!/usr/bin/env node
// `node scripts/new-module.mjs <name> [--web-only] [--root <dir>]` scaffolds modules/<name> with the layout of
// ARCHITECTURE §2 from scripts/templates/module. `--web-only` makes an area without entities, domain, server
// or public.ts (like admin, whose routes identity serves); `--root` writes under another repository root.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = join(import.meta.dirname, '..');
const templates = join(import.meta.dirname, 'templates', 'module');
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

const USAGE = 'usage: node scripts/new-module.mjs <name> [--web-only] [--root <dir>]';
function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { 'web-only': { type: 'boolean', default: false }, root: { type: 'string', default: repoRoot } },
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

const written = [];
for (const [from, to] of templateFiles(values['web-only'])) {
  const file = join(target, to.replaceAll('{{name}}', name));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, readFileSync(join(templates, from), 'utf8').replaceAll('{{name}}', name));
  written.push(to.replaceAll('{{name}}', name));
}
writeFileSync(join(target, 'web', 'package.json'), areaPackageJson(name, values['web-only']));
written.push('web/package.json');

console.log(`modules/${name}: ${written.sort().join(', ')}`);
console.log('next: pnpm install; add the menus of its screens to a manifest; routes to web/src/app.tsx');
