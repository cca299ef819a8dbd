// The palette as a person types (issue 18): the demo server (embedded database, the demo catalogue's 652 SKUs)
// and Debian's Chromium signed in as admin; Ctrl+K, then a SKU code typed key by key, 80 ms apart. Measured in
// the page, from the last key down to the records group answering that very text with the code first
// (`data-answers`, set when the hits of the full code arrive): p50/p95 over the codes. Beside it, in the same
// run, the search route alone (a fetch from the page, as the palette asks it) for the same codes. Target:
// a record within 50 ms of the last key. Figures only, never asserted. Needs the built web apps (built here when
// missing) and /usr/bin/chromium (CHROMIUM to point elsewhere).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './lib/stats.ts';

const root = join(import.meta.dirname, '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 8620);
const KEY_GAP_MS = 80;
const CODES = Number(process.env.BENCH_SAMPLES ?? 40);
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Admin@2026!x';

// Playwright is the browser tests' (tests/package.json); the bench borrows it from there.
const { chromium } = createRequire(join(root, 'tests', 'package.json'))('@playwright/test') as typeof import('@playwright/test');

if (!existsSync(join(root, 'hub', 'web', 'dist', 'index.html'))) {
  console.log('palette-typing: building the web apps…');
  spawnSync(process.execPath, [join(root, 'tests', 'e2e', 'support', 'build-web-apps.mjs')], { stdio: 'inherit', cwd: root });
}

const server = spawn(process.execPath, [join(root, 'hub', 'server', 'src', 'main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'entrepot-bench-palette-')),
    SEED_DEMO: '1',
    ENTREPOT_ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/health`).catch(() => null))?.ok) break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.goto(`${base}/#/login`);
  await page.getByPlaceholder('账号').fill('admin');
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/#\/workbench$/);
  const notice = page.getByRole('dialog', { name: '系统公告' });
  if (
    await notice.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    )
  )
    await notice.getByRole('button', { name: '知道了' }).click();

  // The codes: SKUs of the demo catalogue, spread over it (the session's token rides in the page's storage).
  const codes = await page.evaluate(async (n) => {
    const auth = JSON.parse(localStorage.getItem('entrepot.session') ?? 'null');
    const headers = auth ? { Authorization: `Bearer ${auth.token}`, 'X-Ticket': auth.ticket } : {};
    const answer = await (await fetch('/api-product/api/v1/product/skus?per_page=1000', { headers })).json();
    const all = (answer.data?.list ?? []).map((r: { code: string }) => r.code) as string[];
    return all.filter((_, i) => i % Math.max(1, Math.floor(all.length / n)) === 0).slice(0, n);
  }, CODES);
  if (codes.length === 0) throw new Error('no SKU codes: is the session stored as entrepot.session?');
  await page.evaluate(() => {
    window.addEventListener('keydown', () => ((window as unknown as { lastKey: number }).lastKey = performance.now()), true);
  });
  await page.keyboard.press('ControlOrMeta+K');
  const input = page.getByPlaceholder(/搜索页面/);
  const typing: number[] = [];
  const route: number[] = [];
  for (const code of codes) {
    await input.fill('');
    for (const ch of code.slice(0, -1)) {
      await page.keyboard.type(ch);
      await page.waitForTimeout(KEY_GAP_MS);
    }
    // Watch before the last key: the time from it to the group answering the whole code, the code first.
    const shown = page.evaluate(
      (c) =>
        new Promise<number>((resolve) => {
          const check = () => {
            const group = document.querySelector(`[data-answers="${CSS.escape(c)}"]`);
            const first = group?.querySelector('.palette-item span')?.textContent;
            if (first === c) {
              observer.disconnect();
              resolve(performance.now() - (window as unknown as { lastKey: number }).lastKey);
            }
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        }),
      code,
    );
    await page.keyboard.type(code.slice(-1));
    typing.push(await shown);
    await page.waitForTimeout(KEY_GAP_MS);
    route.push(
      await page.evaluate(async (c) => {
        const auth = JSON.parse(localStorage.getItem('entrepot.session') ?? 'null');
        const headers = auth ? { Authorization: `Bearer ${auth.token}`, 'X-Ticket': auth.ticket } : {};
        const start = performance.now();
        await (await fetch(`/api-auth/api/v1/search?q=${encodeURIComponent(c)}`, { headers })).json();
        return performance.now() - start;
      }, code),
    );
  }
  await browser.close();
  const f = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
  const line = (name: string, v: number[]) =>
    `${name.padEnd(44)} n=${String(v.length).padStart(3)}  p50 ${f(percentile(v, 50))}  p95 ${f(percentile(v, 95))}  max ${f(Math.max(...v))}`;
  console.log(line('palette: last key → the record shown', typing));
  console.log(line('search route alone (fetch from the page)', route));
  console.log(`target: a record within 50 ms of the last key (${KEY_GAP_MS} ms between keys)`);
} finally {
  server.kill();
}
