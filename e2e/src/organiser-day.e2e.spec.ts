// An organiser's whole day in real Chromium against the real API: create, pre-register, check in, fix a
// handicap, raise money, finish, read and export the results; another organiser sees and touches none of it.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { launchBrowser, newContext } from './support/browser';
import { chooseCourse, fillToday } from './support/tournament-form';
import { signInDialog, signInThroughDialog, toastText } from './support/sign-in-dialog';
import { type Organiser, signUpOrganiser } from './support/tournaments-api';

const foursomes = [
  { name: 'Birdie Brigade', players: ['Ava Stone', 'Ben Hale', 'Cara Moss', 'Dan Reed'] },
  { name: 'Par Patrol', players: ['Eve Lam', 'Finn Roy', 'Gia Park', 'Hal Ford'] },
  { name: 'Eagle Eyes', players: ['Ivy Dunn', 'Jay Cole', 'Kim Shaw', 'Leo Hunt'] },
];

interface Team {
  id: string;
  name: string;
  players: Array<{ id: string; name: string; handicap: number; checkedIn: boolean }>;
}

async function apiAs<T>(organiser: Organiser, method: string, path: string, body?: object): Promise<{ status: number; body: T }> {
  const response = await fetch(baseUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${organiser.idToken}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

describe("an organiser's whole day", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  // One test for a whole day: every step waits on what the page shows; the whole gets the time a busy CI machine needs.
  it('runs a charity event end to end, and nobody else can see or change it', async () => {
    const [organiser, rival] = await Promise.all([signUpOrganiser('Olga Organiser'), signUpOrganiser('Rex Rival')]);
    context = await newContext(browser, 'desktop');
    page = await context.newPage();
    await page.goto(baseUrl('/tournaments'));
    await signInThroughDialog(page, organiser);
    await signInDialog(page).waitFor({ state: 'detached' });

    // Create the event through the dialog.
    const name = `Olga's Day ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Create Tournament' }).first().click();
    const create = page.getByRole('dialog', { name: 'Create Tournament' });
    await create.getByLabel('Tournament Name').fill(name);
    await chooseCourse(create.getByLabel('Golf Course'), 'Pebble');
    await fillToday(create.getByLabel('Tournament Date'));
    await create.getByLabel('Charity Name').fill('Junior Golf Foundation');
    await create.getByRole('button', { name: 'Create Tournament' }).click();
    await toastText(page, 'Tournament Created!');
    await create.waitFor({ state: 'hidden' });

    // Pre-register three foursomes.
    await page.goto(baseUrl('/admin'));
    await page.getByRole('button', { name: `Manage ${name}` }).click();
    const admin = page.getByRole('dialog', { name: 'Tournament Administration' });
    await admin.getByRole('tab', { name: 'Pre-Register' }).click();
    for (const [index, foursome] of foursomes.entries()) {
      if (index > 0) await admin.getByRole('button', { name: 'Add Foursome' }).click();
      const draft = admin.getByRole('region', { name: `Foursome ${index + 1}` });
      await draft.getByLabel('Team Name').fill(foursome.name);
      for (const [slot, player] of foursome.players.entries()) {
        await draft.getByLabel(`Player ${slot + 1} name`).fill(player);
        await draft.getByLabel(`Player ${slot + 1} handicap`).fill(String(10 + slot * 4));
      }
    }
    await admin.getByRole('button', { name: 'Register 3 Teams' }).click();
    expect(await toastText(page, 'Pre-Registration Complete')).toContain('Successfully registered 3 teams');

    // Check everyone in.
    await admin.getByRole('tab', { name: 'Check-In' }).click();
    for (const foursome of foursomes) {
      const team = admin.getByRole('region', { name: foursome.name });
      await team.getByRole('button', { name: 'Check In Team' }).click();
      await team.getByText('Complete', { exact: true }).waitFor();
    }

    // Fix a player's handicap.
    await admin.getByRole('tab', { name: 'Teams' }).click();
    const brigade = admin.getByRole('region', { name: 'Birdie Brigade' });
    await brigade.getByRole('button', { name: 'Edit Ben Hale' }).click();
    await brigade.getByLabel('Player handicap').fill('9');
    await brigade.getByRole('button', { name: 'Save Player' }).click();
    await toastText(page, 'Player updated');
    await brigade.getByText('HC 9').waitFor();

    // Raise the charity total.
    await admin.getByRole('tab', { name: 'Charity' }).click();
    await admin.getByLabel('Amount Raised ($)').fill('3150.75');
    await admin.getByRole('button', { name: 'Save' }).nth(1).click();
    await toastText(page, 'Charity raised amount updated successfully!');

    // The round: a few holes through the API, as the players' phones would post them.
    const tournamentId = await idOf(organiser, name);
    const teams = (await apiAs<Team[]>(organiser, 'GET', `/api/tournaments/${tournamentId}/teams`)).body;
    expect(teams.flatMap((team) => team.players).every((player) => player.checkedIn)).toBe(true);
    expect(teams.flatMap((team) => team.players).find((player) => player.name === 'Ben Hale')?.handicap).toBe(9);
    for (const team of teams) {
      for (const [index, player] of team.players.entries()) {
        for (const hole of [1, 2]) {
          const posted = await apiAs(organiser, 'POST', '/api/scores', {
            tournamentId,
            teamId: team.id,
            playerId: player.id,
            hole,
            strokes: 4 + ((index + hole) % 3),
          });
          expect(posted.status).toBe(201);
        }
      }
    }

    // Finish the tournament.
    await admin.getByRole('tab', { name: 'Tournament' }).click();
    await admin.getByRole('button', { name: 'Edit Tournament' }).click();
    await admin.getByLabel('Status').selectOption({ label: 'Completed' });
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Tournament Updated');
    await page.keyboard.press('Escape');

    // View and export the results.
    await page.goto(baseUrl('/tournaments'));
    const completed = page.getByRole('region', { name: 'Completed Tournaments' });
    const card = completed.locator('section', { hasText: name });
    await card.getByRole('link', { name: 'View Results' }).click();
    await page.waitForURL(`**/tournament/${tournamentId}/results`);
    const board = page.getByRole('region', { name: 'Final board' });
    for (const foursome of foursomes) await board.getByText(foursome.name).waitFor();
    await page.getByText('$3,150.75').waitFor();
    const brigadeCard = page.getByRole('region', { name: 'Birdie Brigade scorecard' });
    expect(await brigadeCard.getByRole('row', { name: /Ava Stone gross/ }).innerText()).toMatch(/Ava Stone gross\s+5\s+6/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Position,Team,Thru,Gross,Net,To Par');
    expect(csv).toContain('Birdie Brigade,Ava Stone,Gross,5,6,');

    // Another signed-in organiser sees none of it in admin, and the API refuses them.
    await context.close();
    context = await newContext(browser, 'phone');
    page = await context.newPage();
    await page.goto(baseUrl('/admin'));
    await signInThroughDialog(page, rival);
    await page.getByText('You do not run any tournament yet.').waitFor();
    expect(await page.getByText(name).count()).toBe(0);
    const attempts = await Promise.all([
      apiAs(rival, 'PATCH', `/api/tournaments/${tournamentId}`, { status: 'active' }),
      apiAs(rival, 'PATCH', `/api/teams/${teams[0]!.id}`, { name: 'Gatecrashers' }),
      apiAs(rival, 'POST', `/api/teams/${teams[0]!.id}/invite-code`),
      apiAs(rival, 'PATCH', `/api/players/${teams[0]!.players[0]!.id}`, { handicap: 0 }),
      apiAs(rival, 'PATCH', `/api/tournaments/${tournamentId}/charity-raised`, { charityRaised: 1 }),
      apiAs(rival, 'DELETE', `/api/tournaments/${tournamentId}`),
    ]);
    expect(attempts.map((attempt) => attempt.status)).toEqual([403, 403, 403, 403, 403, 403]);
  }, 180_000);
});

async function idOf(organiser: Organiser, name: string): Promise<string> {
  const list = (await apiAs<Array<{ id: string; name: string }>>(organiser, 'GET', '/api/tournaments?limit=100')).body;
  const found = list.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} not listed`);
  return found.id;
}
