// Skins on a finished round, as spectators see them: the board on the leaderboard page and the TV match the
// vector libs/golf is tested with (carryover: a skin after tied holes takes their value with it).
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { asOrganiser, createActiveTournament, signUpOrganiser } from './support/tournaments-api';

interface Team {
  id: string;
  players: Array<{ id: string }>;
}

describe('skins on a finished round', () => {
  const { openPage } = browserPerSuite();

  it('shows who won which holes and for how much, with carryovers, on the leaderboard page and the TV', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: `Skins Open ${Date.now()}`, format: 'stroke-play' });
    const base = `/api/tournaments/${tournament.id}`;
    const { holes } = await asOrganiser<{ holes: Array<{ number: number; par: number }> }>(organiser, 'GET', base);
    expect(holes).toHaveLength(18);

    // Par everywhere but Ann's birdie on 1, Bob's on 4 and Cy's on 18: holes 2-3 and 5-17 are tied.
    const birdies: Record<string, number> = { Ann: 1, Bob: 4, Cy: 18 };
    const teams: Array<[string, Team]> = [];
    for (const name of Object.keys(birdies)) {
      const players = [{ name, email: null, handicap: 0, position: 1 }];
      teams.push([name, await asOrganiser<Team>(organiser, 'POST', `${base}/teams`, { name: `${name}'s team`, startingHole: 1, players })]);
    }
    const scores = teams.flatMap(([name, team]) =>
      holes.map((hole) => ({
        tournamentId: tournament.id,
        teamId: team.id,
        playerId: team.players[0]!.id,
        hole: hole.number,
        strokes: hole.par - (birdies[name] === hole.number ? 1 : 0),
      })),
    );
    await asOrganiser(organiser, 'POST', '/api/scores/batch', { scores });
    await asOrganiser(organiser, 'PUT', `${base}/skins`, {
      basis: 'gross',
      unit: 'player',
      carryover: true,
      validation: 'none',
      entryFee: 10,
      donatedPercent: 10,
    });
    await asOrganiser(organiser, 'PUT', `${base}/skins/entrants`, { entrantIds: teams.map(([, team]) => team.players[0]!.id) });

    // Three $10 entries less 10% donated: a $27 pot over 18 holes, $1.50 a hole.
    const board = await openPage('phone');
    await board.goto(baseUrl(`/leaderboard?tournament=${tournament.id}`));
    await waitForRemotePage(board, 'leaderboard', 'LeaderboardPage');
    const game = board.getByRole('region', { name: 'Gross skins' });
    await game.getByText('pot $27').waitFor({ timeout: 10_000 });
    const byHole = await game.getByRole('list', { name: 'Gross skins by hole' }).getByRole('listitem').allInnerTexts();
    const rows = byHole.map((text) => text.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(['Hole 1 Ann, $1.50', 'Holes 2–3 Tied', 'Hole 4 Bob, $4.50 (3 holes)', 'Holes 5–17 Tied', 'Hole 18 Cy, $21 (14 holes)']);
    const winners = await game.getByRole('list', { name: 'Gross skins winners' }).getByRole('listitem').allInnerTexts();
    expect(winners.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(['Cy 1 skin · $21', 'Bob 1 skin · $4.50', 'Ann 1 skin · $1.50']);
    await game.scrollIntoViewIfNeeded();
    await board.screenshot({ path: artifactPath('leaderboard-skins-round-phone.png') });

    const tv = await openPage('tv');
    await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));
    const fundraising = tv.getByRole('region', { name: 'Fundraising' });
    await fundraising.getByText('Skins', { exact: true }).waitFor({ timeout: 45_000 });
    const tvWinners = await fundraising.getByRole('listitem').allInnerTexts();
    expect(tvWinners.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(['Cy ×1 $21', 'Bob ×1 $4.50', 'Ann ×1 $1.50']);
    await tv.screenshot({ path: artifactPath('tv-skins-round-1920.png') });
  }, 120_000);
});
