// The browser half of scripts/bench/palette-typing.ts (Playwright lives with the browser tests): signs in as
// admin, opens the palette with Ctrl+K and types SKU codes key by key; answers, per code, the time from the last
// key to the records group answering that very text with the code first, and the search route's own time.
import { chromium } from '@playwright/test';

type Headers = Record<string, string>;

/** The session's headers as the page's own HTTP client sends them (the hub keeps the session in localStorage). */
const SESSION_HEADERS = `(() => { const s = JSON.parse(localStorage.getItem('entrepot.session') ?? 'null'); return s ? { Authorization: 'Bearer ' + s.token, 'X-Ticket': s.ticket } : {}; })()`;

export async function paletteTyping(base: string, password: string, samples: number, keyGapMs: number): Promise<{ typing: number[]; route: number[] }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.goto(`${base}/#/login`);
  await page.getByPlaceholder('账号').fill('admin');
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/#\/workbench$/);
  const notice = page.getByRole('dialog', { name: '系统公告' });
  const noticeShown = await notice.waitFor({ timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (noticeShown) await notice.getByRole('button', { name: '知道了' }).click();

  // The codes: SKUs of the demo catalogue, spread over it (the session's token rides in the page's storage).
  const headers = (await page.evaluate(SESSION_HEADERS)) as Headers;
  const codes = await page.evaluate(
    async ({ n, headers }: { n: number; headers: Headers }) => {
      const answer = await (await fetch('/api-product/api/v1/product/skus?per_page=1000', { headers })).json();
      const all = (answer.data?.list ?? []).map((r: { code: string }) => r.code) as string[];
      return all.filter((_, i) => i % Math.max(1, Math.floor(all.length / n)) === 0).slice(0, n);
    },
    { n: samples, headers },
  );
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
      await page.waitForTimeout(keyGapMs);
    }
    // Watch before the last key: the time from it to the group answering the whole code, the code first.
    const shown = page.evaluate(
      (c: string) =>
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
    await page.waitForTimeout(keyGapMs);
    route.push(
      await page.evaluate(
        async ({ c, headers }: { c: string; headers: Headers }) => {
          const start = performance.now();
          await (await fetch(`/api-auth/api/v1/search?q=${encodeURIComponent(c)}`, { headers })).json();
          return performance.now() - start;
        },
        { c: code, headers },
      ),
    );
  }
  await browser.close();
  return { typing, route };
}
