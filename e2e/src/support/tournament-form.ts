import type { Locator, Page } from 'playwright-core';

/** Types today at the venue (Pebble Beach by default) into an antd date picker, as a keyboard user would, and waits for its calendar to close. */
export async function pickToday(page: Page, field: Locator, timeZone = 'America/Los_Angeles'): Promise<void> {
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
  await field.click();
  await field.fill(today);
  await field.press('Enter');
  await page.locator('.ant-picker-dropdown').waitFor({ state: 'hidden' });
  expect(await field.inputValue()).toBe(today);
}
