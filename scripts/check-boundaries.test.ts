import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-boundaries.mjs');
let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
function check() {
  const r = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: r.status, stderr: r.stderr, lines: r.stdout.trim().split('\n') };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-boundaries-'));
  write('modules/a/package.json', JSON.stringify({ name: '@entrepot/module-a' }));
  write('modules/b/package.json', JSON.stringify({ name: '@entrepot/module-b' }));
  write('modules/b/public.ts', 'export const b = 1;\n');
  write('modules/b/server/secret.ts', 'export const secret = 1;\n');
  write('hub/server/src/internal.ts', 'export const internal = 1;\n');
  write('shared/x/index.ts', 'export const x = 1;\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('scripts/check-boundaries', () => {
  it('passes imports that respect the boundaries', () => {
    write(
      'modules/a/server/ok.ts',
      [
        "import { own } from './own.ts';",
        "import { a } from '../public.ts';",
        "import { b } from '../../b/public.ts';",
        "export { b as b2 } from '../../b/public';",
        "import { b as b3 } from '@entrepot/module-b';",
        "import { defineModule } from '@entrepot/hub-server/module';",
        "import { testApp } from '@entrepot/hub-server/testing';",
        "import { entities } from '@entrepot/module-a/entities';",
        "import { z } from 'zod';",
        "import { readFileSync } from 'node:fs';",
        "import { x } from '../../../shared/x/index.ts';",
        "// import { secret } from '../../b/server/secret.ts';",
      ].join('\n'),
    );
    write('modules/a/web/src/page.tsx', "import { a } from '@entrepot/module-a/entities';\nimport { b } from '../../../b/public.ts';\n");
    write('hub/server/src/app.ts', "import { b } from '../../../modules/b/public.ts';\nimport { internal } from './internal.ts';\n");
    write('shared/x/more.ts', "import { x } from './index.ts';\nimport { other } from '../y/index.ts';\nimport { z } from 'zod';\n");
    const r = check();
    expect(r.lines, r.stderr).toEqual(['boundaries: 8 files checked, 0 violations']);
    expect(r.status).toBe(0);
  });

  it('reports each kind of violation with its file and line', () => {
    write(
      'modules/a/server/bad.ts',
      [
        "import { z } from 'zod';",
        "import { secret } from '../../b/server/secret.ts';",
        "import { internal } from '../../../hub/server/src/internal.ts';",
        "import { entities } from '@entrepot/module-b/entities';",
        "vi.mock('../../b/server/secret.ts');",
        "const lazy = await import('../../b/server/secret.ts');",
        "export * from '../../b/server/secret';",
        "import '../../../hub/server/src/internal.ts';",
      ].join('\n'),
    );
    write(
      'shared/x/bad.ts',
      "import { a } from '../../modules/a/public.ts';\nimport { app } from '@entrepot/hub-server';\nimport { m } from '@entrepot/module-a';\n",
    );
    write('hub/server/src/main.ts', "import { secret } from '../../../modules/b/server/secret.ts';\n");
    const r = check();
    expect(r.status).toBe(1);
    expect(r.lines).toEqual([
      "modules/a/server/bad.ts:2  imports '../../b/server/secret.ts' — imports b's internals; use modules/b/public.ts",
      "modules/a/server/bad.ts:3  imports '../../../hub/server/src/internal.ts' — imports the hub's internals; use @entrepot/hub-server/<entry>",
      "modules/a/server/bad.ts:4  imports '@entrepot/module-b/entities' — imports b's internals; use @entrepot/module-b",
      "modules/a/server/bad.ts:5  imports '../../b/server/secret.ts' — imports b's internals; use modules/b/public.ts",
      "modules/a/server/bad.ts:6  imports '../../b/server/secret.ts' — imports b's internals; use modules/b/public.ts",
      "modules/a/server/bad.ts:7  imports '../../b/server/secret' — imports b's internals; use modules/b/public.ts",
      "modules/a/server/bad.ts:8  imports '../../../hub/server/src/internal.ts' — imports the hub's internals; use @entrepot/hub-server/<entry>",
      "hub/server/src/main.ts:1  imports '../../../modules/b/server/secret.ts' — imports b's internals",
      "shared/x/bad.ts:1  imports '../../modules/a/public.ts' — shared code cannot depend on modules or the hub",
      "shared/x/bad.ts:2  imports '@entrepot/hub-server' — shared code cannot depend on modules or the hub",
      "shared/x/bad.ts:3  imports '@entrepot/module-a' — shared code cannot depend on modules or the hub",
      'boundaries: 7 files checked, 11 violations',
    ]);
  });
});
