import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, newContext, viewports, type ViewportName } from './support/browser';
import { remoteRoutes, waitForRemotePage, watchProblems } from './support/pages';

describe('every route renders through federation', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
  });

  afterAll(() => browser?.close());

  it.each(remoteRoutes)('$path shows $page from the $remote remote, with the navigation and assistant', async ({ path, remote, page: pageName }) => {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(baseUrl(path));
    await waitForRemotePage(page, remote, pageName);
    await page.getByRole('link', { name: 'Fairway Fund' }).first().waitFor();
    await page.getByRole('button', { name: 'Open the Golf Assistant' }).waitFor();
    expect(problems.filter((problem) => !problem.includes('/api/'))).toEqual([]);
    await page.close();
  });

  it('serves the home page from the shell and a 404 page for unknown routes', async () => {
    const page = await context.newPage();
    await page.goto(baseUrl('/'));
    await page.getByRole('link', { name: 'Fairway Fund' }).first().waitFor();
    await page.goto(baseUrl('/no/such/page'));
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(baseUrl('/'));
    await page.close();
  });

  it('navigates between remotes from the top navigation without a full reload', async () => {
    const page = await context.newPage();
    await page.goto(baseUrl('/'));
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.getByRole('link', { name: 'Leaderboard' }).first().click();
    await waitForRemotePage(page, 'leaderboard', 'LeaderboardPage');
    await page.getByRole('link', { name: 'Scorecard' }).first().click();
    await waitForRemotePage(page, 'scoring', 'ScorecardPage');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await page.close();
  });

  it('loads React once for the shell and all remotes on a page', async () => {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(baseUrl('/scorecard'));
    await waitForRemotePage(page, 'scoring', 'ScorecardPage');
    const reactVersions = await page.evaluate(() => {
      const found = new Set<string>();
      for (const element of document.querySelectorAll('[data-remote]')) {
        const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
        if (key) found.add(key);
      }
      return [...found];
    });
    // One React DOM instance tags every rendered node with the same internal key.
    expect(reactVersions).toHaveLength(1);
    await page.close();
  });

  it.each(Object.keys(viewports) as ViewportName[])('saves screenshots of each page at %s size', async (viewport) => {
    const shotContext = await newContext(browser, viewport);
    const page = await shotContext.newPage();
    for (const { path, remote, page: pageName } of [{ path: '/', remote: '', page: '' }, ...remoteRoutes]) {
      await page.goto(baseUrl(path));
      if (remote) await waitForRemotePage(page, remote, pageName);
      else await page.getByRole('link', { name: 'Fairway Fund' }).first().waitFor();
      const name = path === '/' ? 'home' : path.replaceAll('/', '-').replace(/^-/, '');
      await page.screenshot({ path: artifactPath(`${name}-${viewport}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
    await shotContext.close();
  });
});
