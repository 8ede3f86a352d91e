// The organiser marks a closest-to-the-pin hole and sets skins in Tournament Administration, ticks who entered
// skins (their fees' donated share lands in the ledger), a volunteer's station link records a distance,
// scoring closes, and the MC reveals two awards from a phone.
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, newContext } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { signInDialog, signInThroughDialog, toastText } from './support/sign-in-dialog';
import { callApi, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

interface Team {
  id: string;
  name: string;
  players: Array<{ id: string; name: string }>;
}

interface RevealState {
  phase: string;
  step: number;
  total: number;
  revealed: Array<{ title: string; winners: Array<{ name: string }> }>;
}

const as = (organiser: Organiser) => ({ Authorization: `Bearer ${organiser.idToken}` });

/** Two foursomes of two, each with a few holes posted as the players' phones would. */
async function fieldWithScores(organiser: Organiser, tournamentId: string): Promise<Team[]> {
  const teams: Team[] = [];
  for (const [index, name] of ['Birdie Brigade', 'Par Patrol'].entries()) {
    const team = await callApi<Team>('POST', `/api/tournaments/${tournamentId}/teams`, as(organiser), {
      name,
      startingHole: 1,
      players: [
        { name: `${name.split(' ')[0]} One`, email: null, handicap: 4, position: 1 },
        { name: `${name.split(' ')[0]} Two`, email: null, handicap: 12, position: 2 },
      ],
    });
    // The Brigade's first player takes every hole alone: one gross skins winner.
    for (const [position, player] of team.players.entries())
      for (const hole of [1, 2, 3])
        await callApi('POST', '/api/scores', as(organiser), { tournamentId, teamId: team.id, playerId: player.id, hole, strokes: 4 + index + position });
    teams.push(team);
  }
  return teams;
}

describe('contests, skins and the awards reveal', () => {
  let browser: Browser;
  let desk: BrowserContext;
  let phone: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await desk?.close();
    await phone?.close();
    await browser?.close();
  });

  it('the organiser sets a closest-to-the-pin contest and skins with their entrants, closes scoring, and the MC reveals two awards', async () => {
    const organiser = await signUpOrganiser('Olga Organiser');
    const tournament = await createActiveTournament(organiser, { name: `Contest Day ${Date.now().toString(36)}` });
    const [brigade] = await fieldWithScores(organiser, tournament.id);

    desk = await newContext(browser, 'desktop');
    const page: Page = await desk.newPage();
    await page.goto(baseUrl('/admin'));
    await signInThroughDialog(page, organiser);
    await signInDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Manage ${tournament.name}` }).click();
    const admin = page.getByRole('dialog', { name: 'Tournament Administration' });

    // A closest-to-the-pin contest on hole 7, sponsored, with its volunteer link.
    await admin.getByRole('tab', { name: 'Contests' }).click();
    await admin.getByRole('button', { name: 'Add Contest' }).click();
    const form = admin.getByRole('form', { name: 'New contest' });
    await form.getByLabel('Hole', { exact: true }).fill('7');
    await form.getByLabel('Sponsor (optional)').fill('Acme Motors');
    await form.getByLabel('Prize (optional)').fill('Putter');
    await form.getByRole('button', { name: 'Add Contest' }).click();
    const contest = admin.getByRole('region', { name: 'Closest to the Pin, hole 7' });
    await contest.waitFor();
    await contest.getByRole('button', { name: 'Stations and entries' }).click();
    await contest.getByRole('button', { name: 'New Station Link' }).click();
    const link = contest.getByRole('group', { name: 'Link for Hole 7 volunteer' });
    await link.getByRole('img', { name: /QR code/ }).waitFor();
    const url = await link.locator('code').innerText();
    expect(url).toMatch(new RegExp(`^${baseUrl('/station/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\w-]+$`));
    await page.screenshot({ path: artifactPath('admin-contests-tab.png') });

    // The volunteer's phone records a distance with the link's token.
    const token = decodeURIComponent(url.split('/station/')[1]!);
    const contestId = (await callApi<Array<{ id: string }>>('GET', `/api/tournaments/${tournament.id}/contests`, {}))[0]!.id;
    await callApi(
      'POST',
      `/api/contests/${contestId}/station/entries`,
      { 'X-Station-Token': token },
      {
        entryId: randomUUID(),
        teamId: brigade!.id,
        playerId: brigade!.players[0]!.id,
        division: 'Open',
        feet: 4,
        inches: 2,
      },
    );
    // The open tab reads the leaders and entries again while it is open: they appear without a reload.
    await contest.getByRole('list', { name: 'Leaders of hole 7' }).getByText(`Open: ${brigade!.players[0]!.name} (Birdie Brigade), 4 ft 2 in`).waitFor();
    await contest.getByRole('list', { name: 'Entries of hole 7' }).getByText('4 ft 2 in').waitFor();

    // Skins: gross, per player, $25 with half donated.
    await admin.getByRole('region', { name: 'Skins' }).getByRole('button', { name: 'Set Up Skins' }).click();
    const skins = admin.getByRole('form', { name: 'Skins settings' });
    await skins.getByLabel('Scores', { exact: true }).selectOption({ label: 'Gross' });
    await skins.getByLabel('Entry fee ($)').fill('25');
    await skins.getByRole('button', { name: 'Save Skins' }).click();
    await toastText(page, 'Skins settings saved');
    await admin
      .getByRole('region', { name: 'Skins' })
      .getByText(/^Gross, per player, carryover/)
      .waitFor();

    // Three of the four players pay to enter: half of their $75 goes to the charity, in the ledger.
    const raisedBefore = (await callApi<{ charityRaised: number }>('GET', `/api/tournaments/${tournament.id}`, {})).charityRaised;
    const entrants = admin.getByRole('region', { name: 'Skins' }).getByRole('group', { name: 'Entrants' });
    await entrants.getByText('No entrants recorded: everyone plays, no pot').waitFor();
    await entrants.getByRole('button', { name: 'Record Entrants' }).click();
    const checklist = admin.getByRole('form', { name: 'Skins entrants' });
    await checklist.getByRole('button', { name: 'Everyone' }).click();
    await checklist.getByRole('checkbox', { name: 'Par Two (Par Patrol)' }).uncheck();
    await checklist.getByRole('status').getByText('3 of 4 ticked · pot $37.50 · $37.50 donated').waitFor();
    await checklist.getByRole('button', { name: 'Save Entrants' }).click();
    await toastText(page, 'Skins entrants saved');
    await entrants.getByText('3 entrants: Birdie One, Birdie Two, Par One').waitFor();
    const ledger = await callApi<{ entries: Array<{ kind: string; amount: number; state: string; privateNote: string | null }> }>(
      'GET',
      `/api/tournaments/${tournament.id}/ledger`,
      as(organiser),
    );
    expect(ledger.entries.filter((entry) => entry.kind === 'entry-fee')).toEqual([
      expect.objectContaining({ amount: 37.5, state: 'received', privateNote: 'Skins: 50% of 3 × $25.00 entry fees' }),
    ]);
    expect((await callApi<{ charityRaised: number }>('GET', `/api/tournaments/${tournament.id}`, {})).charityRaised).toBe(raisedBefore + 37.5);

    // Place prizes, then close scoring after confirming.
    await admin.getByRole('tab', { name: 'Awards' }).click();
    await admin.getByRole('region', { name: 'Before the ceremony' }).getByRole('button', { name: 'Change' }).click();
    const settings = admin.getByRole('form', { name: 'Awards settings' });
    await settings.getByLabel('1st Place prize').fill('Crystal trophy');
    await settings.getByLabel('1st Place sponsor').fill('Acme Motors');
    await settings.getByRole('button', { name: 'Save Awards Settings' }).click();
    await toastText(page, 'Awards settings saved');
    await admin.getByText('1st: Crystal trophy (Acme Motors)').waitFor();
    const close = admin.getByRole('region', { name: 'Close scoring' });
    await close.getByRole('button', { name: 'Close Scoring' }).click();
    await close.getByRole('button', { name: 'Yes, Close Scoring' }).click();
    await close
      .getByRole('status')
      .getByText(/Scoring closed at/)
      .waitFor();
    await admin.getByRole('region', { name: 'Award list' }).getByText('Closest to the Pin, hole 7', { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath('admin-awards-tab.png') });

    // The MC runs the reveal from a phone.
    phone = await newContext(browser, 'phone');
    const mc = await phone.newPage();
    await mc.goto(baseUrl(`/tournament/${tournament.id}/reveal`));
    await waitForRemotePage(mc, 'admin', 'RevealPage');
    await signInThroughDialog(mc, organiser);
    await signInDialog(mc).waitFor({ state: 'detached' });
    // The sign-in toast would cover the page's heading in the screenshots.
    await mc.getByRole('button', { name: 'Dismiss message' }).click();
    const tv = mc.getByRole('region', { name: 'On the TV now' });
    await mc.getByRole('button', { name: 'Start' }).click();
    await tv.getByText(/The reveal has started/).waitFor();
    for (const step of [1, 2]) {
      await mc.getByRole('button', { name: 'Announce next' }).click();
      await tv.getByText(new RegExp(`^Award ${step} of \\d+ announced`)).waitFor();
      if (step === 1) await mc.screenshot({ path: artifactPath('reveal-phone-announced.png') });
      await mc.getByRole('button', { name: 'Reveal' }).click();
      await tv.getByText(new RegExp(`^Award ${step} of \\d+: the winner is on the TV`)).waitFor();
    }
    await mc.screenshot({ path: artifactPath('reveal-phone-revealed.png'), fullPage: true });

    // What every TV reads: two awards revealed, with their winners.
    const state = await callApi<RevealState>('GET', `/api/tournaments/${tournament.id}/awards/reveal`, {});
    expect(state).toMatchObject({ phase: 'revealed', step: 2 });
    expect(state.total).toBeGreaterThanOrEqual(2);
    expect(state.revealed).toHaveLength(2);
    expect(state.revealed.map((award) => [award.title, award.winners.map((winner) => winner.name)])).toEqual([
      ['Skins (gross)', ['Birdie One']],
      ['Closest to the Pin, hole 7', ['Birdie One']],
    ]);
    await mc.getByRole('region', { name: 'Revealed so far' }).getByText(state.revealed[1]!.title).waitFor();
  }, 180_000);
});
