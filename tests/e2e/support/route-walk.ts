import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN } from './accounts.ts';
import { signIn } from './hub.ts';
import { expect, type Locator, type Page } from './test.ts';

// Every route of the spec (tests/e2e/fixtures/routes.tsv, a copy of ../shared/spec/routes.tsv) answers: a screen,
// 功能建设中 or a public page's own words — never a blank pane, an error pane, a console error or a failed request.
// The walk is split in two specs (routes-walk-1/2) so the two browser workers share it; each prints the routes it
// found still 功能建设中 with their count, which may only fall (UNBUILT_AT_MOST, over both halves: 34 today).
export const UNBUILT_AT_MOST = { 1: 4, 2: 30 } as const;

const routes = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'routes.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .map(([, route = '', , open = '']) => ({ route, public: open === 'yes' }));
const HUB_OWN = ['/login', '/403', '/404'];

type State = 'pending' | 'screen' | 'unbuilt' | 'link-invalid' | 'error';

/** What a person sees of a locator: its rendered text, hidden parts left out (hence innerText). */
// biome-ignore lint/performance/useDomNodeTextContent: only the rendered text tells what a person sees
const visibleText = (locator: Locator) => locator.innerText({ timeout: 500 }).catch(() => '');

/** What the active screen shows now: the area pane in front (its iframe's page, or the hub's cover) or the hub's page. */
async function stateOf(page: Page): Promise<State> {
  const pane = page.locator('.area-pane[style*="display: block"]');
  const text = async () => {
    if ((await pane.count()) === 0) return visibleText(page.locator('.shell-content, .full-page-area').first());
    const cover = (await pane.locator('.area-cover').count()) > 0 ? await visibleText(pane) : '';
    const inside = await visibleText(page.frameLocator('.area-pane[style*="display: block"] iframe').locator('body'));
    return `${cover}\n${inside}`;
  };
  if ((await pane.locator('.area-error').count()) > 0) return 'error';
  const shown = (await text().catch(() => '')).trim();
  if (/链接无效或已过期/.test(shown)) return 'link-invalid';
  if (/功能建设中/.test(shown)) return 'unbuilt';
  if (/加载中/.test(shown) || shown === '') return 'pending';
  return 'screen';
}

function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => failures.push(`page error: ${e.message}`));
  return failures;
}

// 30 s: a cold area bundle under the other browser worker's load has taken over 15 s to show its first screen.
export async function settle(page: Page, route: string): Promise<State> {
  let state: State = 'pending';
  await expect
    .poll(
      async () => {
        state = await stateOf(page);
        return state;
      },
      { message: `${route} shows nothing (a blank page)`, timeout: 30_000, intervals: [100, 200, 400] },
    )
    .not.toBe('pending');
  return state;
}

/** Walks one half of the signed-in routes as the administrator; the routes of that half still 功能建设中. */
export async function walkAsAdmin(page: Page, half: 1 | 2): Promise<string[]> {
  await signIn(page, ADMIN);
  const failures = watchFailures(page);
  const unbuilt: string[] = [];
  const signedIn = routes.filter((r) => !r.public && r.route !== '/login');
  const middle = Math.ceil(signedIn.length / 2);
  for (const { route } of half === 1 ? signedIn.slice(0, middle) : signedIn.slice(middle)) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${route}`);
    const state = await settle(page, route);
    expect(state, route).not.toBe('error');
    expect(failures, route).toEqual([]);
    if (state === 'unbuilt') unbuilt.push(route);
  }
  console.log(`routes still 功能建设中 (part ${half}): ${unbuilt.length}\n  ${unbuilt.join('\n  ')}`);
  return unbuilt;
}

/** Every public route of the spec signed out: its own page, or 链接无效或已过期 until its area exists. */
export async function walkPublic(page: Page): Promise<void> {
  const failures = watchFailures(page);
  for (const { route } of routes.filter((r) => r.public && !HUB_OWN.includes(r.route))) {
    await page.goto(`/#${route}`);
    const state = await settle(page, route);
    expect(['link-invalid', 'screen'], route).toContain(state);
    expect(page.url(), route).toContain(`#${route}`);
  }
  expect(failures).toEqual([]);
}
