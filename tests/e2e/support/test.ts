import { test as base } from '@playwright/test';
import { serverUrl } from './servers.ts';

// Every spec imports `test` from here: the page, the API client and every context a test opens talk to its
// worker's own server (support/servers.ts).
export * from '@playwright/test';
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
});
