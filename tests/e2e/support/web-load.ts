// The browser half of scripts/bench/web-load.ts (Playwright lives with the browser tests): a fresh browser (empty
// cache) opens the login page, signs in to the workbench, opens three areas' screens one after the other and
// switches back to the first; per step, the bytes that crossed the wire (Chromium's encoded lengths, so what
// compression saved shows) and the time until the step's page can be used.
import { chromium, type Page } from '@playwright/test';

export type Screen = { path: string; area: string };
export type Step = { name: string; ms: number; bytes: number; requests: number };

export async function webLoad(base: string, password: string, screens: Screen[]): Promise<Step[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  const steps: Step[] = [];
  const step = async (name: string, act: () => Promise<void>, ready: () => Promise<void>) => {
    bytes = 0;
    requests = 0;
    const started = performance.now();
    await act();
    await ready();
    const ms = performance.now() - started;
    await page.waitForLoadState('networkidle'); // the step's late requests (lookups) still count as its bytes
    steps.push({ name, ms, bytes, requests });
  };

  await step(
    'login page',
    async () => void (await page.goto(`${base}/#/login`)),
    () => page.getByRole('button', { name: '登录' }).waitFor(),
  );
  await step(
    'sign in → workbench',
    async () => {
      await page.getByPlaceholder('账号').fill('admin');
      await page.getByPlaceholder('密码').fill(password);
      await page.getByRole('button', { name: '登录' }).click();
    },
    () => page.locator('.workbench').waitFor(),
  );
  await closeNotice(page);
  for (const [i, screen] of screens.entries()) {
    await step(
      `${i === 0 ? 'first area' : 'next area'} (${screen.area}) first open`,
      () => openHash(page, screen.path),
      () => tableShown(page, screen.area),
    );
  }
  const first = screens[0] as Screen;
  await step(
    `warm switch back to ${first.area}`,
    () => openHash(page, first.path),
    () => tableShown(page, first.area),
  );
  await browser.close();
  return steps;
}

async function openHash(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, path);
}

async function tableShown(page: Page, area: string): Promise<void> {
  await page.frameLocator(`iframe[data-module=${area}]`).locator('.arco-table-th').first().waitFor({ timeout: 60_000 });
}

async function closeNotice(page: Page): Promise<void> {
  const notice = page.getByRole('dialog', { name: '系统公告' });
  if (
    await notice.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    )
  )
    await notice.getByRole('button', { name: '知道了' }).click();
}
