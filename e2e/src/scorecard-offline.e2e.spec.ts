// The scorecard reopened without signal on a mid-range phone (4x CPU slowdown, Slow 4G until the signal
// goes), where a restore of the kept card that ran after the first read lost the race: the page said
// "No Active Tournament". The kept card must be back before any read runs.
import { slow4g, throttlePage } from '@fairway/scripts/bench/phone-throttle.mjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { launchBrowser, newContext } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { newPlayer, signInDialog, signUpThroughDialog } from './support/sign-in-dialog';
import { createActiveTournament, signUpOrganiser } from './support/tournaments-api';

/** Every heading the page showed from its first paint, so a state that flashed by is caught too. */
async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1, h2')) {
        const text = heading.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

describe('scorecard reopened without signal on a throttled phone', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('scores entered online, holes scored offline, a reload offline: the card opens with its team, never "No Active Tournament"', async () => {
    const tournament = await createActiveTournament(await signUpOrganiser(), { name: 'Weak Signal Open' });
    context = await newContext(browser, 'phone');
    const phone = await context.newPage();
    await phone.goto(baseUrl(`/tournament/${tournament.id}/join`));
    await waitForRemotePage(phone, 'scoring', 'JoinPage');
    await signUpThroughDialog(phone, newPlayer('Fay Fairway'));
    await signInDialog(phone).waitFor({ state: 'detached' });
    await phone.getByLabel('Team Name').fill('Weak Signal Four');
    await phone.getByRole('button', { name: 'Create Foursome' }).click();
    await phone.getByRole('button', { name: 'Save', exact: true }).click();
    await phone.waitForURL(/\/scorecard\?tournamentId=.*&teamId=/);
    const cdp = await throttlePage(phone, 4); // the mid-range phone this regression was found on
    await phone.reload();
    await waitForRemotePage(phone, 'scoring', 'ScorecardPage');

    const score = async (hole: number, strokes: number) => {
      const region = phone.getByRole('region', { name: `Hole ${hole} scores` });
      await region.waitFor({ timeout: 20_000 });
      await region.getByLabel('Strokes for Fay Fairway').fill(String(strokes));
      await region.getByRole('button', { name: 'Next' }).click(); // leaving the hole sends at once
    };
    await score(1, 4);
    await score(2, 5);
    await phone.getByText('All scores sent').waitFor({ timeout: 20_000 });

    // No signal from hole 3: two holes scored on the phone, then the page reloaded.
    await context.setOffline(true);
    await cdp.send('Network.emulateNetworkConditions', { ...slow4g, offline: true });
    await score(3, 3);
    await score(4, 6);
    await phone.getByText('2 scores waiting to be sent').waitFor({ timeout: 10_000 });
    await recordHeadings(phone);
    await phone.reload();
    await waitForRemotePage(phone, 'scoring', 'ScorecardPage');

    await phone.getByRole('heading', { name: 'Weak Signal Four' }).waitFor({ timeout: 30_000 });
    await phone.getByText('2 scores waiting to be sent').waitFor({ timeout: 10_000 });
    await phone.getByRole('button', { name: 'Hole 4, scored' }).waitFor();
    await phone.getByRole('button', { name: 'Hole 1, scored' }).waitFor();
    const seen = await phone.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
    expect(seen).not.toContain('No Active Tournament');
    expect(seen).not.toContain('No signal, trying again');
    expect(seen).toContain('Weak Signal Four');

    // The signal returns: the two holes leave the phone.
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await context.setOffline(false);
    await phone.getByText('All scores sent').waitFor({ timeout: 30_000 });
  }, 180_000);
});
