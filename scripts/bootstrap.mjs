#!/usr/bin/env node
// Runs under whatever Node the machine has (20 is enough): installs the pinned Node 22 and pnpm into
// .tools/, installs the workspace with them, then hands over to scripts/<task>.mjs under Node 22.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '22.23.3';
const PNPM_VERSION = '10.34.9';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const binDir = join(tools, 'bin');
const nodePkg = `node-${process.platform}-${process.arch}`;
const nodeBin = join(tools, 'node_modules', nodePkg, 'bin', 'node');
const pnpmJs = join(tools, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function log(msg) {
  console.log(`[bootstrap] ${msg}`);
}

function installedVersion(bin) {
  try {
    return execFileSync(bin, ['-v'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

function ensureTools() {
  const pnpmOk = existsSync(pnpmJs) && JSON.parse(readFileSync(join(tools, 'node_modules/pnpm/package.json'), 'utf8')).version === PNPM_VERSION;
  if (installedVersion(nodeBin) === `v${NODE_VERSION}` && pnpmOk) return;
  log(`installing Node ${NODE_VERSION} (${nodePkg}) and pnpm ${PNPM_VERSION} into .tools/`);
  mkdirSync(tools, { recursive: true });
  writeFileSync(join(tools, 'package.json'), JSON.stringify({ name: 'entrepot-tools', private: true }, null, 2));
  // node-<platform>-<arch> ships the binary itself: no install script to approve.
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['install', '--prefix', tools, '--no-audit', '--no-fund', '--save-exact', `${nodePkg}@${NODE_VERSION}`, `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('npm install of the pinned tools failed');
  const got = installedVersion(nodeBin);
  if (got !== `v${NODE_VERSION}`) throw new Error(`expected node v${NODE_VERSION}, got '${got}'`);
}

function writeShims() {
  mkdirSync(binDir, { recursive: true });
  const shims = {
    node: `#!/bin/sh\nexec "${nodeBin}" "$@"\n`,
    pnpm: `#!/bin/sh\nexec "${nodeBin}" "${pnpmJs}" "$@"\n`,
  };
  for (const [name, body] of Object.entries(shims)) writeFileSync(join(binDir, name), body, { mode: 0o755 });
}

export function toolEnv() {
  return { ...process.env, PATH: `${binDir}:${process.env.PATH}`, npm_config_nodedir: undefined };
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env, cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const task = process.argv[2];
if (!task || !existsSync(join(root, 'scripts', `${task}.mjs`))) {
  console.error('usage: node scripts/bootstrap.mjs <start|test|...> [args]');
  process.exit(2);
}
ensureTools();
writeShims();
const env = toolEnv();
delete env.npm_config_nodedir;
log(`node ${installedVersion(nodeBin)}, pnpm ${PNPM_VERSION}`);
const frozen = existsSync(join(root, 'pnpm-lock.yaml')) && process.env.CI ? ['--frozen-lockfile'] : [];
run(join(binDir, 'pnpm'), ['install', '--prefer-offline', ...frozen], env);
run(nodeBin, [join(root, 'scripts', `${task}.mjs`), ...process.argv.slice(3)], env);
