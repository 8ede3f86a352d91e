// The event team's volunteers on their phones: a scorer enters the card of a group without a phone (a team they
// do not play in) from the field's cards, the board shows it and the trail names the scorer; a contest
// volunteer opens their own hole's station with their account, without a link token.
import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { dismissToasts, signInDialog, signInThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, callApi, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

interface Team {
  id: string;
  name: string;
  players: Array<{ id: string; name: string }>;
}

/** Someone the organiser invited by a shared link to `role`, who accepted it signed in as themself. */
async function volunteer(organiser: Organiser, tournamentId: string, displayName: string, role: 'scorer' | 'contest', contestIds: string[] = []) {
  const invitation = await asOrganiser<{ code: string }>(organiser, 'POST', `/api/tournaments/${tournamentId}/event-team/invites`, { role, contestIds });
  const account = await signUpOrganiser(displayName);
  await callApi('POST', '/api/event-invites/accept', { Authorization: `Bearer ${account.idToken}` }, { code: invitation.code });
  return account;
}

async function signedIn(page: Page, path: string, account: Organiser): Promise<void> {
  await page.goto(baseUrl(path));
  await signInThroughDialog(page, account);
  await signInDialog(page).waitFor({ state: 'detached' });
}

describe('the event team’s volunteers on their phones', () => {
  const { openPage } = browserPerSuite();

  it('a scorer scores a team they do not play in from the field’s cards; the board shows it and the trail names the scorer', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: 'Field Cards Open' });
    const tournamentPath = `/api/tournaments/${tournament.id}/teams`;
    const pars = await asOrganiser<Team>(organiser, 'POST', tournamentPath, {
      name: 'No Phone Four',
      startingHole: 10,
      players: [
        { name: 'Nell North', position: 1 },
        { name: 'Ned Nash', position: 2 },
      ],
    });
    await asOrganiser<Team>(organiser, 'POST', tournamentPath, { name: 'Early Birds', startingHole: 1, players: [{ name: 'Eve East', position: 1 }] });
    const scorer = await volunteer(organiser, tournament.id, 'Sam Scorer', 'scorer');

    const page = await openPage('phone');
    await signedIn(page, `/tournament/${tournament.id}/field-cards`, scorer);
    await waitForRemotePage(page, 'scoring', 'FieldCardsPage');
    const field = page.getByRole('list', { name: 'The field' });
    const team = field.getByRole('listitem', { name: 'No Phone Four' });
    await team.getByText('Starts on hole 10 · Not started').waitFor();
    expect(await field.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual([
      'Early Birds',
      'No Phone Four',
    ]);
    await dismissToasts(page);
    await page.screenshot({ path: artifactPath('field-cards-phone.png'), fullPage: true });

    await team.getByRole('link', { name: 'Score No Phone Four’s card' }).click();
    await waitForRemotePage(page, 'scoring', 'ScorecardPage');
    await page.getByRole('note').getByText('No Phone Four').waitFor();
    expect(await page.getByRole('note').innerText()).toContain('Scoring for No Phone Four as scorer');
    const nell = page.getByRole('region', { name: 'Hole 10 scores' }).getByRole('listitem', { name: 'Nell North' });
    const ned = page.getByRole('region', { name: 'Hole 10 scores' }).getByRole('listitem', { name: 'Ned Nash' });
    await nell.getByRole('button', { name: 'One more for Nell North' }).click();
    await nell.getByRole('button', { name: 'One more for Nell North' }).click();
    await ned.getByRole('button', { name: 'One more for Ned Nash' }).click();
    await page.getByText('All scores sent').waitFor({ timeout: 20_000 });
    await dismissToasts(page);
    await page.screenshot({ path: artifactPath('field-cards-scorecard-phone.png'), fullPage: true });

    // The board is recomputed once after the write: asked again until it has counted the hole.
    const boardRow = async () =>
      (await callApi<{ rows: Array<{ teamName: string; thru: number; grossTotal: number }> }>('GET', `/api/leaderboard/${tournament.id}`, {})).rows.find(
        (row) => row.teamName === 'No Phone Four',
      );
    const end = Date.now() + 15_000;
    while ((await boardRow())?.thru !== 1 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await boardRow()).toMatchObject({ thru: 1, grossTotal: expect.any(Number) });
    expect((await boardRow())!.grossTotal).toBeGreaterThan(0);
    const nellId = pars.players.find((player) => player.name === 'Nell North')!.id;
    const trail = await callApi<Array<{ playerId: string; hole: number; strokes: number; changedBy: string }>>(
      'GET',
      `/api/scores/history?tournamentId=${tournament.id}&teamId=${pars.id}`,
      {},
    );
    expect(trail.find((change) => change.playerId === nellId)).toMatchObject({ hole: 10, changedBy: 'Sam Scorer' });
    expect(new Set(trail.map((change) => change.changedBy))).toEqual(new Set(['Sam Scorer']));

    await page.goto(baseUrl(`/leaderboard?tournament=${tournament.id}`));
    await waitForRemotePage(page, 'leaderboard', 'LeaderboardPage');
    await page.getByText('No Phone Four').first().waitFor();
  });

  it('a contest volunteer opens their own hole’s station from My stations, signed in, and records an entry under their name', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: 'My Stations Open' });
    await asOrganiser<Team>(organiser, 'POST', `/api/tournaments/${tournament.id}/teams`, { name: 'Eagles', players: [{ name: 'Ann Lee', position: 1 }] });
    const contest = (hole: number, kind: string) =>
      asOrganiser<{ id: string }>(organiser, 'POST', `/api/tournaments/${tournament.id}/contests`, {
        hole,
        kind,
        divisions: ['Open'],
        competitor: 'individual',
        sponsorName: hole === 7 ? 'Acme Golf' : undefined,
      });
    const pin = await contest(7, 'closest-to-pin');
    await contest(12, 'longest-drive');
    const vera = await volunteer(organiser, tournament.id, 'Vera Volunteer', 'contest', [pin.id]);

    const page = await openPage('phone');
    await signedIn(page, `/tournament/${tournament.id}/my-stations`, vera);
    await waitForRemotePage(page, 'scoring', 'MyStationsPage');
    const mine = page.getByRole('list', { name: 'My stations' });
    await mine.getByRole('link').first().waitFor();
    expect(await mine.getByRole('link').allInnerTexts()).toEqual([expect.stringContaining('Hole 7')]);
    await dismissToasts(page);
    await page.screenshot({ path: artifactPath('my-stations-phone.png'), fullPage: true });

    await mine.getByRole('link').first().click();
    await page.getByText('Hole 7 volunteer station').waitFor();
    await page.getByRole('region', { name: 'Pick the team' }).getByRole('button', { name: 'Eagles' }).click();
    await page.getByRole('region', { name: 'Pick the player' }).getByRole('button', { name: 'Ann Lee' }).click();
    await page.getByRole('spinbutton', { name: 'Feet' }).fill('8');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: /^Record/ }).click();
    await page.getByText('Online · all entries sent').waitFor({ timeout: 20_000 });
    await dismissToasts(page);
    await page.screenshot({ path: artifactPath('my-stations-station-phone.png'), fullPage: true });
    const trail = await asOrganiser<Array<{ action: string; actor: string }>>(organiser, 'GET', `/api/contests/${pin.id}/audit`);
    expect(trail).toEqual([expect.objectContaining({ action: 'entered', actor: 'Station: Vera Volunteer' })]);
  });
});
