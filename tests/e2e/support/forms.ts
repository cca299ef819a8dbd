import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The hub's toast with this text (success and error messages of every area show there). */
export const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

/** Picks `option` in the select of the open drawer form's field `label` (typing `typed` first), and sees it chosen. */
export async function chooseInForm(page: Page, area: FrameLocator, label: string, typed: string, option: string): Promise<void> {
  const item = area.locator('.arco-drawer .arco-form-item').filter({ has: area.locator('.arco-form-label-item').getByText(label, { exact: true }) });
  const select = item.locator('.arco-select').first();
  await expect(async () => {
    await select.click();
    if (typed) await page.keyboard.type(typed);
    await area.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click({ timeout: 3_000 });
    await expect(select.locator('.arco-select-view-value')).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
