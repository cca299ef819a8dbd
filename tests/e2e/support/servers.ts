import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One server per Playwright worker, each on a fresh data directory of its own, so two workers never share
// records, sessions or login counters: worker i talks to port E2E_PORT + i (README "Tests").
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8390);

export function serverUrl(workerIndex: number): string {
  return `http://127.0.0.1:${E2E_PORT + (workerIndex % E2E_WORKERS)}`;
}

/** Set once in the runner; workers inherit them, so every process agrees on each server's directory. */
export function dataDirs(): string[] {
  return Array.from({ length: E2E_WORKERS }, (_, i) => {
    const key = `E2E_DATA_DIR_${i}`;
    process.env[key] ??= mkdtempSync(join(tmpdir(), `entrepot-e2e-${i}-`));
    return process.env[key];
  });
}
