import { beforeAll } from '@jest/globals';
import {
  FakeEventSource,
  sampleActivity,
  sampleBoard,
  sampleContest,
  sampleContestEntry,
  sampleSkinsBoard,
  sampleSkinsGame,
  sampleTournament,
} from '@fairway/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { json, renderLeaderboard, type Route, tournamentRoutes } from '../../../shared/testing/render-leaderboard';
import { LeaderboardPage } from './leaderboard-page';

const tournament = sampleTournament();
const drive = sampleContest({
  id: '00000000-0000-4000-8000-0000000000c5',
  hole: 12,
  kind: 'longest-drive',
  title: 'Longest Drive, hole 12',
  divisions: ['Men', 'Women'],
  sponsorName: 'Acme Golf',
  prize: 'A new driver',
  leaders: [
    { division: 'Men', entry: sampleContestEntry({ division: 'Men', playerName: 'Bob Stone', teamName: 'Sand Savers', measurementLabel: '287 yd' }) },
    { division: 'Women', entry: null },
  ],
});
const pin = sampleContest({ sponsorName: null, prize: null });

function renderPage(routes: Route[] = []) {
  return renderLeaderboard(
    <LeaderboardPage tournamentId={tournament.id} />,
    tournamentRoutes(tournament, [...routes, [/\/activity$/, json([sampleActivity()])]]),
  );
}

const itemsOf = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// The panels below the fold are a chunk of their own: compiled once here, as a phone has it by the time it scrolls.
beforeAll(() => import('./below-the-fold-panels'));

describe('LeaderboardPage contests and skins', () => {
  it('shows each contest hole with its sponsor, prize and the leader of each division', async () => {
    renderPage([[/\/contests$/, json([pin, drive])]]);
    await waitFor(() =>
      expect(itemsOf('Contest leaders')).toEqual([
        'Closest to the Pin, hole 7LeaderJane Doe (The Eagles) 4 ft 2 in',
        'Longest Drive, hole 12Sponsored by Acme Golf · Prize: A new driverMenBob Stone (Sand Savers) 287 ydWomenNo entry yet',
      ]),
    );
  });

  it('moves a leader when a live contests event arrives', async () => {
    renderPage([[/\/contests$/, json([pin])]]);
    await screen.findByText('Jane Doe (The Eagles)');
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    const closer = sampleContest({
      sponsorName: null,
      prize: null,
      leaders: [{ division: 'Open', entry: sampleContestEntry({ playerName: 'Ada Park', measurementLabel: '2 ft 1 in' }) }],
    });
    act(() => stream.push({ type: 'contests', id: 4, tournamentId: tournament.id, data: { tournamentId: tournament.id, contests: [closer] } }));
    await waitFor(() => expect(itemsOf('Contest leaders')).toEqual(['Closest to the Pin, hole 7LeaderAda Park (The Eagles) 2 ft 1 in']));
  });

  it('shows no contests or skins panel for a tournament without them', async () => {
    const { fetch } = renderPage([[/\/contests$/, json([])]]);
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`/api/tournaments/${tournament.id}/skins/board`));
    await screen.findByRole('table', { name: 'Top five teams' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Contests' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Skins' })).toBeNull();
  });

  it('shows each decided skins hole, who won it and for how much, and the winners', async () => {
    const net = sampleSkinsGame({ basis: 'net', pot: 90, holes: [], winners: [] });
    renderPage([[/\/skins\/board$/, json(sampleSkinsBoard({ games: [sampleSkinsGame(), net] }))]]);
    await waitFor(() => expect(itemsOf('Gross skins by hole')).toEqual(['Hole 1Tied', 'Hole 2Jane Doe, $20 (2 holes)']));
    expect(itemsOf('Gross skins winners')).toEqual(['Jane Doe1 skin · $20']);
    expect(within(screen.getByRole('region', { name: 'Net skins' })).getByText('No hole decided yet.').tagName).toBe('P');
  });

  it('says how many of the last holes are hidden until the awards', async () => {
    renderPage([[/\/api\/leaderboard\//, json(sampleBoard({ hiddenHoles: 3 }))]]);
    expect((await screen.findByText('The last 3 holes are hidden until the awards')).tagName).toBe('P');
  });
});
