import type { Browser } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, newContext } from './support/browser';
import { waitForRemotePage } from './support/pages';

describe('the clubhouse TV app on its own URL', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(() => browser?.close());

  it('renders the TV page without the shell, loading nothing from the shell', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(baseUrl('/mfe/leaderboard/tv/t-123'));
    await waitForRemotePage(page, 'leaderboard', 'TvPage');
    expect(await page.locator('[data-remote="assistant"]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Scorecard' }).count()).toBe(0);
    const fromShell = requested.filter((path) => path.endsWith('.js') && !path.startsWith('/mfe/leaderboard/'));
    expect(fromShell).toEqual([]);
    await page.screenshot({ path: artifactPath('tv-standalone-desktop.png') });
    await context.close();
  });
});
