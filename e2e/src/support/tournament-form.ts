import type { Locator } from 'playwright-core';

/** Fills today at the venue (Pebble Beach by default) into the form's date field. */
export async function fillToday(field: Locator, timeZone = 'America/Los_Angeles'): Promise<void> {
  const today = new Date().toLocaleDateString('en-CA', { timeZone });
  await field.fill(today);
  expect(await field.inputValue()).toBe(today);
}

/** Chooses the first course whose name and place hold `text` in the form's course list. */
export async function chooseCourse(list: Locator, text: string): Promise<void> {
  const option = list.locator('option', { hasText: text }).first();
  await option.waitFor({ state: 'attached' });
  await list.selectOption((await option.getAttribute('value')) ?? '');
}
