// A contest leader entered at the hole reaches the TV and the leaderboard page; the MC's reveal runs on an open TV.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, launchBrowser, newContext } from './support/browser';
import { pushedWithinMs, shownWithin } from './support/shown-within';
import { callApi, createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

const asAdmin = (organiser: Organiser) => ({ Authorization: `Bearer ${organiser.idToken}` });

interface Team {
  id: string;
  players: Array<{ id: string }>;
}

interface Reveal {
  phase: string;
  step: number;
  total: number;
  current: { title: string; winners: Array<{ name: string }> } | null;
}

const awards = (tv: Page) => tv.getByRole('region', { name: 'Awards' });

describe('contests and the awards reveal on the screens', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows a new contest leader on the TV and the leaderboard page, then the MC reveals the awards one by one on the TV', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: `Awards Night ${Date.now()}`, format: 'stroke-play' });
    const base = `/api/tournaments/${tournament.id}`;
    const team = await callApi<Team>('POST', `${base}/teams`, asAdmin(organiser), {
      name: 'Birdie Brigade',
      startingHole: 1,
      players: [{ name: 'Bea Birdie', email: null, handicap: 0, position: 1 }],
    });
    const contest = await callApi<{ id: string }>('POST', `${base}/contests`, asAdmin(organiser), {
      hole: 7,
      kind: 'longest-drive',
      divisions: ['Open'],
      competitor: 'individual',
      sponsorName: 'Acme Golf Carts',
      prize: 'A new driver',
    });
    const station = await callApi<{ token: string }>('POST', `/api/contests/${contest.id}/stations`, asAdmin(organiser), { label: 'Hole 7 volunteer' });

    const screens = await newContext(browser, 'tv');
    const tv = await screens.newPage();
    const phone = await newContext(browser, 'phone');
    const board = await phone.newPage();
    await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));
    await board.goto(baseUrl(`/leaderboard?tournament=${tournament.id}`));
    for (const page of [tv, board]) await page.getByText('Live: scores appear here as they are entered').waitFor();
    await board.getByRole('heading', { name: 'Contests' }).waitFor();

    const entered = Date.now();
    await callApi(
      'POST',
      `/api/contests/${contest.id}/station/entries`,
      { 'X-Station-Token': station.token },
      {
        entryId: randomUUID(),
        teamId: team.id,
        playerId: team.players[0]!.id,
        division: 'Open',
        yards: 287,
      },
    );
    const fundraising = tv.getByRole('region', { name: 'Fundraising' });
    const onTv = shownWithin(entered, fundraising.getByText('Bea Birdie', { exact: true }).waitFor({ timeout: 5_000 }));
    const onBoard = shownWithin(
      entered,
      board.getByRole('list', { name: 'Contest leaders' }).getByText('Bea Birdie (Birdie Brigade)').waitFor({ timeout: 5_000 }),
    );
    expect(await onTv).toBeLessThan(1_500);
    expect(await onBoard).toBeLessThan(1_500);
    await fundraising.getByText('287 yd').waitFor();
    await tv.screenshot({ path: artifactPath('tv-contest-leaders-1920.png') });
    await board.getByRole('list', { name: 'Contest leaders' }).scrollIntoViewIfNeeded();
    await board.screenshot({ path: artifactPath('leaderboard-contests-phone.png'), fullPage: true });

    // Skins for everyone, the last three holes hidden until the awards, and a birdie on the first.
    const skins = { basis: 'gross', unit: 'player', carryover: true, validation: 'none', entryFee: 20, donatedPercent: 50 };
    await callApi('PUT', `${base}/skins`, asAdmin(organiser), skins);
    await callApi('PUT', `${base}/awards/settings`, asAdmin(organiser), { hiddenHoles: 3 });
    await callApi('POST', '/api/scores', asAdmin(organiser), {
      tournamentId: tournament.id,
      teamId: team.id,
      playerId: team.players[0]!.id,
      hole: 1,
      strokes: 3,
    });
    const later = await phone.newPage();
    await later.goto(baseUrl(`/leaderboard?tournament=${tournament.id}`));
    await later.getByText('The last 3 holes are hidden until the awards').waitFor();
    await later
      .getByRole('list', { name: 'Gross skins by hole' })
      .getByText(/^Bea Birdie, \$/)
      .waitFor();
    await later.getByRole('heading', { name: 'Skins' }).scrollIntoViewIfNeeded();
    await later.screenshot({ path: artifactPath('leaderboard-skins-phone.png'), fullPage: true });

    await callApi('POST', `${base}/awards/close-scoring`, asAdmin(organiser));
    const step = (action: string) => callApi<Reveal>('POST', `${base}/awards/reveal`, asAdmin(organiser), { action });

    const started = await step('start');
    await awards(tv).getByRole('heading', { name: 'The awards are about to begin' }).waitFor({ timeout: 5_000 });

    // Each award in turn: the category (and sponsor) within a second of the MC's announce, the winner within a second of the reveal.
    for (let award = 1; award <= started.total; award += 1) {
      const announced = Date.now();
      const { current } = await step('announce');
      const stage = awards(tv);
      expect(await shownWithin(announced, stage.getByRole('heading', { name: current!.title }).waitFor({ timeout: 5_000 }))).toBeLessThan(pushedWithinMs);
      await stage.getByText(`Award ${award} of ${started.total}`).waitFor({ timeout: 1_000 });
      const drive = current!.title === 'Longest Drive, hole 7';
      if (drive) {
        await stage.getByText('sponsored by Acme Golf Carts').waitFor({ timeout: 1_000 });
        expect(await stage.getByText('Bea Birdie').count()).toBe(0);
        await tv.screenshot({ path: artifactPath('tv-reveal-category-1920.png') });
      }
      const revealed = Date.now();
      const { current: winnerShown } = await step('reveal');
      const winner = winnerShown!.winners[0]?.name ?? 'No winner';
      expect(await shownWithin(revealed, stage.getByText(winner, { exact: true }).waitFor({ timeout: 5_000 }))).toBeLessThan(pushedWithinMs);
      if (drive) {
        expect(winner).toBe('Bea Birdie');
        await tv.screenshot({ path: artifactPath('tv-reveal-winner-1920.png') });
      }
    }
    await step('finish');
    const results = awards(tv).getByRole('list', { name: 'Results' });
    await results.getByText('Longest Drive, hole 7').waitFor({ timeout: 5_000 });
    await tv.screenshot({ path: artifactPath('tv-reveal-results-1920.png') });
    await screens.close();
    await phone.close();
  }, 120_000);
});
