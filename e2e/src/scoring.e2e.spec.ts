import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, newContext } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { newPlayer, signInDialog, signUpThroughDialog } from './support/sign-in-dialog';
import { createActiveTournament, signUpOrganiser } from './support/tournaments-api';

async function valueBecomes(field: Locator, expected: string, timeoutMs = 12_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while ((await field.inputValue()) !== expected) {
    if (Date.now() > end) throw new Error(`field stayed "${await field.inputValue()}", expected "${expected}"`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signUp(page: Page, fullName: string): Promise<void> {
  await signUpThroughDialog(page, newPlayer(fullName));
  await signInDialog(page).waitFor({ state: 'detached' });
}

describe('scoring on phones: register, join by code, score with a dead zone', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function phone(): Promise<Page> {
    const context = await newContext(browser, 'phone');
    contexts.push(context);
    return context.newPage();
  }

  it('two phones of one foursome see each other’s scores, and an offline window with a reload loses nothing', async () => {
    const tournament = await createActiveTournament(await signUpOrganiser(), { name: 'Dead Zone Open' });
    const ann = await phone();
    await ann.goto(baseUrl(`/tournament/${tournament.id}/join`));
    await waitForRemotePage(ann, 'scoring', 'JoinPage');
    await signUp(ann, 'Ann Archer');
    await ann.getByLabel('Team Name').fill('Dead Zone Four');
    await ann.getByRole('button', { name: 'Create Foursome' }).click();
    const code = (await ann.getByRole('region', { name: 'Invite code' }).locator('p').nth(1).textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);

    const bob = await phone();
    await bob.goto(baseUrl(`/tournament/${tournament.id}/join`));
    await waitForRemotePage(bob, 'scoring', 'JoinPage');
    await signUp(bob, 'Bob Baker');
    await bob.getByLabel('Invite Code').fill(code.toLowerCase());
    await bob.getByRole('button', { name: 'Join Foursome' }).click();
    await bob.waitForURL(/\/scorecard\?tournamentId=.*&teamId=/);
    const scorecardUrl = bob.url();
    await ann.goto(scorecardUrl);
    await waitForRemotePage(ann, 'scoring', 'ScorecardPage');
    const rows = ann.getByRole('region', { name: 'Hole 1 scores' }).getByRole('listitem');
    await rows.nth(1).waitFor();
    // The players' names come from their accounts (the display name, else the e-mail's local part).
    const annName = (await rows.nth(0).getAttribute('aria-label')) ?? '';
    const bobName = (await rows.nth(1).getAttribute('aria-label')) ?? '';

    // Ann scores for Bob; Bob's phone shows it without a reload, with who changed it.
    await ann.getByRole('button', { name: `One more for ${bobName}` }).click();
    const par = Number(await ann.getByLabel(`Strokes for ${bobName}`).getAttribute('placeholder'));
    await valueBecomes(bob.getByLabel(`Strokes for ${bobName}`), String(par + 1));
    await bob.getByText(`changed by ${annName} at`, { exact: false }).waitFor();
    expect(await bob.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await ann.getByText('All scores sent').waitFor();

    // A dead zone: three holes scored offline, the page reloaded offline, then the signal returns.
    await ann.context().setOffline(true);
    for (const hole of [1, 2, 3]) {
      await ann.getByRole('region', { name: `Hole ${hole} scores` }).waitFor();
      await ann.getByRole('button', { name: `One less for ${annName}` }).click();
      await ann.getByRole('button', { name: 'Next' }).click();
    }
    await ann.getByText(/3 scores waiting to be sent/).waitFor();
    await ann.reload();
    await waitForRemotePage(ann, 'scoring', 'ScorecardPage');
    await ann.getByText(/3 scores waiting to be sent/).waitFor({ timeout: 15_000 });
    await ann.screenshot({ path: artifactPath('scorecard-offline-phone.png') });
    await ann.context().setOffline(false);
    await ann.getByText('All scores sent').waitFor({ timeout: 10_000 });

    const ids = new URL(scorecardUrl).searchParams;
    const stored = (await (await fetch(baseUrl(`/api/scores?tournamentId=${ids.get('tournamentId')}&teamId=${ids.get('teamId')}`))).json()) as Array<{ playerName: string; hole: number; strokes: number }>;
    const cells = stored.map(({ playerName, hole }) => `${playerName}:${hole}`);
    expect(new Set(cells).size).toBe(cells.length);
    expect(stored.filter((score) => score.playerName === annName).map((score) => score.hole).sort()).toEqual([1, 2, 3]);
    expect(stored.find((score) => score.playerName === bobName && score.hole === 1)?.strokes).toBe(par + 1);
  }, 180_000);
});
