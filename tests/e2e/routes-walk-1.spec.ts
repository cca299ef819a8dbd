import { UNBUILT_AT_MOST, walkAsAdmin, walkPublic } from './support/route-walk.ts';
import { expect, test } from './support/test.ts';

// Every route of the spec answers (support/route-walk.ts): the first half as the administrator, and the public ones.
test('every route of the spec answers the administrator (part 1)', async ({ page }) => {
  test.setTimeout(420_000); // 3.4 min seen on a 2-core machine under the two-worker load
  expect((await walkAsAdmin(page, 1)).length).toBeLessThanOrEqual(UNBUILT_AT_MOST[1]);
});

test('every public route answers signed out, in its own words', async ({ page }) => {
  await walkPublic(page);
});
