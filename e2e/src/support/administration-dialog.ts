import type { BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './base-url';
import { artifactPath } from './browser';
import { dismissToasts, signInDialog, signInThroughDialog } from './sign-in-dialog';
import type { Organiser } from './tournaments-api';

/** Signs the organiser in on /admin, in a page of this context, and opens the tournament's Administration dialog. */
export async function openAdministrationIn(context: BrowserContext, organiser: Organiser, tournamentName: string): Promise<{ page: Page; dialog: Locator }> {
  const page = await context.newPage();
  await page.goto(baseUrl('/admin'));
  await signInThroughDialog(page, organiser);
  await signInDialog(page).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Manage ${tournamentName}` }).click();
  return { page, dialog: page.getByRole('dialog', { name: 'Tournament Administration' }) };
}

/** The dialog as the screen shows it: from its top, then scrolled to its end (it is taller than the screen). */
export async function screenshotDialog(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  const scroller = page.locator('.ant-modal-wrap');
  await scroller.evaluate((element) => element.scrollTo(0, 0));
  await page.screenshot({ path: artifactPath(`${name}.png`) });
  await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await page.screenshot({ path: artifactPath(`${name}-end.png`) });
}
