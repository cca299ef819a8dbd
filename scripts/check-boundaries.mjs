#!/usr/bin/env node
// `node scripts/check-boundaries.mjs [--root <dir>]` checks the import boundaries between the units of the repository:
// `modules/<m>` (the whole module, its web/ included), `hub/server`, `hub/web` and `shared/<pkg>`. It reads every
// .ts/.tsx/.mjs/.js file under modules/, hub/ and shared/ (not node_modules, dist, .tools) and each import specifier in it
// (`import … from`, `export … from`, `import '…'`, `import('…')`, `vi.mock('…')`); a relative one is resolved against the file.
// Violations:
//  1. modules/<m> imports by relative path a file of modules/<x> other than modules/<x>/public.ts;
//  2. modules/<m> imports by relative path anything under hub/ (use @entrepot/hub-server/<entry>; tests: …/testing);
//  3. modules/<m> imports a subpath `@entrepot/module-<x>/<sub>` of another module's package (use its root);
//  4. shared/<pkg> imports anything under modules/ or hub/, by relative path or as @entrepot/module-* / @entrepot/hub-*;
//  5. hub/server or hub/web imports by relative path a file of modules/<x> other than modules/<x>/public.ts.
// Prints one line per violation and a summary; exits 1 when there is any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
const root = values.root ?? join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', '.tools']);
const SOURCE = /\.(ts|tsx|mjs|js)$/;
// `from '…'` (imports and re-exports), `import '…'`, `import('…')` and `vi.mock('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)(['"])([^'"\n]+)\1/g;

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((x, y) => (x.name < y.name ? -1 : 1))) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

// The unit of a root-relative posix path: `modules/<m>`, `hub/server`, `hub/web`, `shared/<pkg>`, or null outside them.
function unitOf(path) {
  const [top, name] = path.split('/');
  return ['modules', 'hub', 'shared'].includes(top) && name ? `${top}/${name}` : null;
}

const isPublic = (path, module) => path.replace(/\.(ts|tsx|mjs|js)$/, '') === `${module}/public`;

// Package name → module directory, from each modules/<m>/package.json.
const moduleOfPackage = new Map();
for (const m of existsSync(join(root, 'modules')) ? readdirSync(join(root, 'modules')) : []) {
  const pkg = join(root, 'modules', m, 'package.json');
  if (existsSync(pkg)) moduleOfPackage.set(JSON.parse(readFileSync(pkg, 'utf8')).name, m);
}

// The reason `spec` (imported by `file`, both relative to root) breaks a boundary, or null.
function violation(file, spec) {
  const unit = unitOf(file);
  const [kind, own] = unit.split('/');
  if (spec.startsWith('.')) {
    const target = posix.join(posix.dirname(file), spec);
    const targetUnit = unitOf(target);
    if (!targetUnit || targetUnit === unit) return null;
    const [targetKind, name] = targetUnit.split('/');
    if (kind === 'shared') return targetKind === 'shared' ? null : 'shared code cannot depend on modules or the hub';
    if (targetKind === 'modules' && !isPublic(target, targetUnit)) {
      return kind === 'modules' ? `imports ${name}'s internals; use modules/${name}/public.ts` : `imports ${name}'s internals`;
    }
    if (kind === 'modules' && targetKind === 'hub') return "imports the hub's internals; use @entrepot/hub-server/<entry>";
    return null;
  }
  if (kind === 'shared') return /^@entrepot\/(module|hub)-/.test(spec) ? 'shared code cannot depend on modules or the hub' : null;
  const sub = /^(@entrepot\/module-([^/]+))\/./.exec(spec);
  if (kind === 'modules' && sub) {
    const target = moduleOfPackage.get(sub[1]) ?? sub[2];
    if (target !== own) return `imports ${target}'s internals; use @entrepot/module-${sub[2]}`;
  }
  return null;
}

let files = 0;
let violations = 0;
for (const dir of ['modules', 'hub', 'shared']) {
  for (const path of walk(join(root, dir))) {
    const file = relative(root, path).split(sep).join('/');
    const text = readFileSync(path, 'utf8');
    files++;
    for (const match of text.matchAll(SPECIFIER)) {
      const lineStart = text.lastIndexOf('\n', match.index) + 1;
      if (/^\s*(\/\/|\/\*|\*)/.test(text.slice(lineStart, match.index))) continue; // in a comment
      const reason = violation(file, match[2]);
      if (!reason) continue;
      const line = text.slice(0, match.index).split('\n').length;
      console.log(`${file}:${line}  imports '${match[2]}' — ${reason}`);
      violations++;
    }
  }
}
console.log(`boundaries: ${files} files checked, ${violations} violations`);
process.exit(violations > 0 ? 1 : 0);
