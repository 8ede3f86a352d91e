import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { launchBrowser, newContext } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { deployRemoteWithChange, type RemoteDeploy } from './support/remote-deploy';
import { createActiveTournament, signUpOrganiser } from './support/tournaments-api';

const before = 'Pick your foursome to open its scorecard.';
const after = 'Pick your foursome: this remote was deployed alone.';

/** What the page shows and which shell it runs, as the service worker served it. */
async function loaded(page: Page) {
  await waitForRemotePage(page, 'scoring', 'TeamSelectPage');
  await page.getByText(/Pick your foursome/).waitFor();
  return {
    subtitle: await page.getByText(/Pick your foursome/).textContent(),
    shell: await page.locator('script[src^="/main."]').getAttribute('src'),
    controlled: await page.evaluate(() => navigator.serviceWorker.controller !== null),
  };
}

/** The remote's manifest as the service worker keeps it (polled: waitForFunction does not await a promise). */
async function waitForCachedManifest(page: Page, includes: string): Promise<void> {
  const cached = () => page.evaluate(async () => (await caches.match('/mfe/scoring/mf-manifest.json'))?.text());
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await cached())?.includes(includes)) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`the service worker never cached a manifest naming ${includes}`);
}

describe('a remote deployed alone into the running product', () => {
  let browser: Browser;
  let context: BrowserContext;
  let deploy: RemoteDeploy | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await deploy?.undo();
    await browser?.close();
  });

  it('shows on the next reload of a phone whose service worker paints from its cache, the shell untouched', async () => {
    const organiser = await signUpOrganiser('Dana Deploy');
    const tournament = await createActiveTournament(organiser, { name: 'Independent Deploy Open' });
    context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl(`/tournament/${tournament.id}/team-select`));
    await loaded(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await waitForCachedManifest(page, 'TeamSelectPage');
    await page.reload();
    const first = await loaded(page);
    expect(first).toMatchObject({ subtitle: before, controlled: true });

    deploy = await deployRemoteWithChange('scoring', 'TeamSelectPage', before, after);
    // This load paints from the phone (the cached manifest) and fetches the deployed one in the background.
    await page.reload();
    await loaded(page);
    await waitForCachedManifest(page, deploy.files[1] ?? '');

    await page.reload();
    const next = await loaded(page);
    expect(next).toEqual({ subtitle: after, shell: first.shell, controlled: true });
    await context.close();
  });
});
