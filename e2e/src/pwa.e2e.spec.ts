import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { browserPerSuite } from './support/browser';
import { waitForRemotePage } from './support/pages';

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Waits until the service worker has cached at least this first visit's page and its scripts. */
async function waitForOfflineCopy(page: Page): Promise<string[]> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cachedPaths = () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
  let paths: string[] = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    paths = await cachedPaths();
    if (paths.includes('/index.html') && paths.some((path) => /^\/main\.[0-9a-f]{8}\.js$/.test(path)) && paths.some((path) => path.startsWith('/mfe/scoring/')))
      return paths;
    await page.waitForTimeout(200);
  }
  throw new Error(`the service worker cached too little: ${paths.join(', ')}`);
}

function cachedScripts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('fairway-static-v1');
    return (await cache.keys()).map((request) => new URL(request.url).pathname).filter((path) => path.endsWith('.js'));
  });
}

describe('installable and quick on a phone', () => {
  const { openPage } = browserPerSuite();

  it('links a web app manifest with a name, theme colour and icons that load', async () => {
    const page = await openPage('phone');
    await page.goto(baseUrl('/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(baseUrl(href ?? '/missing'));
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Fairway Fund', start_url: '/', display: 'standalone', theme_color: '#124d33' });
    const sizes = manifest.icons.map((icon) => `${icon.sizes}/${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192/any', '512x512/any', '512x512/maskable']));
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const image = await page.request.get(baseUrl(icon.src));
      expect([icon.src, image.status(), image.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    }
  });

  it('registers a service worker; a second visit opens the shell and the scorecard with no network', async () => {
    const page = await openPage('phone');
    await page.goto(baseUrl('/scorecard'));
    await waitForRemotePage(page, 'scoring', 'ScorecardPage');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The worker finished installing only after caching the page's scripts (so the browser kept their compiled
    // code): they are there the moment it is active, with no waiting.
    const scriptsWhenActive = await cachedScripts(page);
    expect(scriptsWhenActive.some((path) => /^\/main\.[0-9a-f]{8}\.js$/.test(path))).toBe(true);
    expect(scriptsWhenActive.some((path) => /^\/mfe\/scoring\/remoteEntry\.[0-9a-f]{8}\.js$/.test(path))).toBe(true);
    const cached = await waitForOfflineCopy(page);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('link', { name: 'Fairway Fund home' }).waitFor();
    await waitForRemotePage(page, 'scoring', 'ScorecardPage');
    // Another route of the app, never visited, still opens from the cached shell.
    await page.goto(baseUrl('/no-such-page'));
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });
});
