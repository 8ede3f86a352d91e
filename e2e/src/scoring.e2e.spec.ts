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

/** Asks again every 250 ms until the answer is `done`, for up to 15 s; the last answer either way. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 15_000;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
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

  it('two phones of one foursome see each other’s scores; 18 holes with a dead zone and a reload lose nothing and end on the board', async () => {
    const tournament = await createActiveTournament(await signUpOrganiser(), { name: 'Dead Zone Open' });
    const ann = await phone();
    await ann.goto(baseUrl(`/tournament/${tournament.id}/join`));
    await waitForRemotePage(ann, 'scoring', 'JoinPage');
    await signUp(ann, 'Ann Archer');
    await ann.getByLabel('Team Name').fill('Dead Zone Four');
    await ann.getByRole('button', { name: 'Create Foursome' }).click();
    const code = (await ann.getByRole('region', { name: 'Invite code' }).locator('p').nth(1).textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    // The team form: Ann gives her handicap; Save says so and opens the scorecard.
    await ann.getByRole('group', { name: 'Player 1' }).getByLabel('Handicap').fill('9.4');
    await ann.screenshot({ path: artifactPath('join-team-form-phone.png'), fullPage: true });
    await ann.getByRole('button', { name: 'Save', exact: true }).click();
    await ann.getByText('Team saved!').waitFor();
    await ann.waitForURL(/\/scorecard\?tournamentId=/);

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
    // The players are named after the names they signed up with.
    const annName = (await rows.nth(0).getAttribute('aria-label')) ?? '';
    const bobName = (await rows.nth(1).getAttribute('aria-label')) ?? '';
    expect([annName, bobName]).toEqual(['Ann Archer', 'Bob Baker']);
    await ann.getByText('Ann Archer (HC 9.4) · Bob Baker (HC 18)').waitFor();
    await ann.getByRole('button', { name: 'Manage Team' }).click();
    await ann.getByRole('button', { name: 'Edit Team' }).click();
    await ann.getByRole('group', { name: 'Player 2' }).waitFor();
    await ann.screenshot({ path: artifactPath('manage-team-edit-phone.png') });
    await ann.getByRole('button', { name: 'Cancel' }).click();
    await ann.getByRole('button', { name: 'Close' }).click();

    // Ann scores for Bob; Bob's phone shows it without a reload, with who changed it.
    await ann.getByRole('button', { name: `One more for ${bobName}` }).click();
    const par = Number(await ann.getByLabel(`Strokes for ${bobName}`).getAttribute('placeholder'));
    await valueBecomes(bob.getByLabel(`Strokes for ${bobName}`), String(par + 1));
    await bob.getByText(`changed by ${annName} at`, { exact: false }).waitFor();
    expect(await bob.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await ann.getByText('All scores sent').waitFor();

    // Ann keeps the card for both of them for 18 holes; a dead zone from hole 7 to hole 10, the page
    // reloaded in the middle of it (hole 9).
    const entered: Array<{ hole: number; ann: number; bob: number }> = [];
    for (let hole = 1; hole <= 18; hole += 1) {
      if (hole === 7) await ann.context().setOffline(true);
      if (hole === 9) {
        // Holes 7 and 8 (and a replay of hole 6 if it left as the signal went): all still on the phone after the reload.
        const waiting = ann.getByText(/\d+ scores waiting to be sent/);
        const before = (await waiting.textContent()) ?? '';
        expect(Number(before.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(4);
        await ann.reload();
        await waitForRemotePage(ann, 'scoring', 'ScorecardPage');
        await ann.getByText(before).waitFor({ timeout: 15_000 });
        await ann.screenshot({ path: artifactPath('scorecard-offline-phone.png') });
        await ann.getByRole('button', { name: /^Hole 9(, scored)?$/ }).click();
      }
      if (hole === 11) {
        await ann.context().setOffline(false);
        await ann.getByText('All scores sent').waitFor({ timeout: 10_000 });
      }
      const region = ann.getByRole('region', { name: `Hole ${hole} scores` });
      await region.waitFor();
      const par = Number(await region.getByLabel(`Strokes for ${annName}`).getAttribute('placeholder'));
      const cell = { hole, ann: par + (hole % 3) - 1, bob: par + (hole % 2) };
      await region.getByLabel(`Strokes for ${annName}`).fill(String(cell.ann));
      await region.getByLabel(`Strokes for ${bobName}`).fill(String(cell.bob));
      await region.getByLabel(`Strokes for ${annName}`).focus(); // leaving Bob's field commits it
      entered.push(cell);
      if (hole < 18) await region.getByRole('button', { name: 'Next' }).click();
    }

    const ids = new URL(scorecardUrl).searchParams;
    const tournamentId = ids.get('tournamentId') ?? '';
    const stored = await until(
      async () =>
        (await (await fetch(baseUrl(`/api/scores?tournamentId=${tournamentId}&teamId=${ids.get('teamId')}`))).json()) as Array<{
          playerName: string;
          hole: number;
          strokes: number;
          netScore: number;
        }>,
      (scores) => scores.length >= 36,
    );
    await ann.getByText('All scores sent').waitFor({ timeout: 10_000 });
    const cells = stored.map(({ playerName, hole }) => `${playerName}:${hole}`);
    expect(new Set(cells).size).toBe(36);
    expect(cells).toHaveLength(36);
    for (const { hole, ann: annStrokes, bob: bobStrokes } of entered) {
      expect([hole, stored.find((score) => score.playerName === annName && score.hole === hole)?.strokes]).toEqual([hole, annStrokes]);
      expect([hole, stored.find((score) => score.playerName === bobName && score.hole === hole)?.strokes]).toEqual([hole, bobStrokes]);
    }

    // The card: a summary to confirm, then locked.
    await ann.screenshot({ path: artifactPath('scorecard-round-end-phone.png'), fullPage: true });
    await ann.getByRole('button', { name: 'Submit Card' }).click();
    await ann.getByRole('region', { name: 'Card summary' }).waitFor();
    await ann.screenshot({ path: artifactPath('scorecard-summary-phone.png'), fullPage: true });
    await ann.getByRole('button', { name: 'Confirm and Submit' }).click();
    await ann.getByText(/^Card submitted by /).waitFor();

    // Best ball: the team's gross is each hole's lowest strokes, its net each hole's lowest net score.
    const bestOf = (pick: (score: (typeof stored)[number]) => number) =>
      entered.reduce((sum, { hole }) => sum + Math.min(...stored.filter((score) => score.hole === hole).map(pick)), 0);
    const gross = entered.reduce((sum, { ann: annStrokes, bob: bobStrokes }) => sum + Math.min(annStrokes, bobStrokes), 0);
    expect(bestOf((score) => score.strokes)).toBe(gross);
    const net = bestOf((score) => score.netScore);
    await ann.goto(baseUrl(`/leaderboard?tournamentId=${tournamentId}`));
    await waitForRemotePage(ann, 'leaderboard', 'LeaderboardPage');
    const row = ann.getByRole('table', { name: 'Top five teams' }).getByRole('row').filter({ hasText: 'Dead Zone Four' });
    await row.getByText(`Gross ${gross} · Net ${net}`).waitFor();
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('F');
    await ann.screenshot({ path: artifactPath('leaderboard-after-round-phone.png'), fullPage: true });
    expect(await ann.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  }, 300_000);
});
