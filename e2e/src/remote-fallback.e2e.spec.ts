import type { Browser, BrowserContext, Route } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { launchBrowser, newContext } from './support/browser';
import { waitForRemotePage } from './support/pages';

describe('a remote that cannot be loaded', () => {
  let browser: Browser;
  let context: BrowserContext;
  const unavailable = (route: Route) => route.fulfill({ status: 404, body: 'gone' });

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
  });

  afterAll(() => browser?.close());

  it('shows a fallback card with Retry in its place while the rest keeps working, and recovers on Retry', async () => {
    await context.route('**/mfe/admin/**', unavailable);
    const page = await context.newPage();
    await page.goto(baseUrl('/admin'));
    await page.getByText('is unavailable right now').first().waitFor({ timeout: 20_000 });
    const retry = page.getByRole('button', { name: 'Retry' });
    expect(await retry.count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Leaderboard' }).first().click();
    await waitForRemotePage(page, 'leaderboard', 'LeaderboardPage');
    await page.getByRole('button', { name: 'Open the Golf Assistant' }).click();
    await page.locator('[data-remote="assistant"]').first().waitFor();

    await page.goBack();
    await page.getByText('is unavailable right now').first().waitFor();
    await context.unroute('**/mfe/admin/**', unavailable);
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await waitForRemotePage(page, 'admin', 'AdminPage');
    await page.close();
  });
});
