import { UNBUILT_AT_MOST, walkAsAdmin } from './support/route-walk.ts';
import { expect, test } from './support/test.ts';

// Every route of the spec answers (support/route-walk.ts): the second half as the administrator.
test('every route of the spec answers the administrator (part 2)', async ({ page }) => {
  test.setTimeout(420_000); // 3.4 min seen on a 2-core machine under the two-worker load
  expect((await walkAsAdmin(page, 2)).length).toBeLessThanOrEqual(UNBUILT_AT_MOST[2]);
});
