import { beforeAll } from '@jest/globals';
import { FakeEventSource, sampleActivity, sampleBoard, sampleDonorWall, sampleGift, sampleTournament } from '@fairway/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderLeaderboard } from '../../../shared/testing/render-leaderboard';
import { LeaderboardPage } from './leaderboard-page';

const tournament = sampleTournament({ charityName: 'Junior Golf Foundation' });
const small = sampleGift({ id: '00000000-0000-4000-8000-0000000000d2', donorName: null, amount: 25, message: null });
const large = sampleGift({ id: '00000000-0000-4000-8000-0000000000d3', donorName: 'Grace', amount: 500, message: 'Fore the kids' });
const teams = [
  { teamId: '00000000-0000-4000-8000-0000000000a1', teamName: 'The Bogey Men', raised: 800 },
  { teamId: '00000000-0000-4000-8000-0000000000a2', teamName: 'Sand Savers', raised: 200 },
];

function renderPage(wall = sampleDonorWall({ latest: [small, large], largest: [large, small] })) {
  return renderLeaderboard(<LeaderboardPage tournamentId={tournament.id} />, [
    [/\/donor-wall$/, () => json(wall)()],
    [/\/raised-by-team$/, json(teams)],
    [/\/activity$/, json([sampleActivity()])],
    [/\/api\/leaderboard\//, json(sampleBoard())],
    [/\/api\/tournaments\/[^/]+$/, json(tournament)],
  ]);
}

const wallList = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// The panels below the fold are a chunk of their own: compiled once here, as a phone has it by the time it scrolls.
beforeAll(() => import('./below-the-fold-panels'));

// They mount after the board's first paint and then read their own data: on a loaded machine that takes more than
// waitFor's default second.
const belowTheFold = { timeout: 5_000 };

describe('LeaderboardPage fundraising', () => {
  it('shows the latest gifts, anonymous ones without a name, and the largest on request', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(wallList('Latest gifts')).toEqual(['Anonymous$25', 'Grace$500Fore the kids']), belowTheFold);
    await user.click(screen.getByRole('button', { name: 'Largest' }));
    expect(wallList('Largest gifts')).toEqual(['Grace$500Fore the kids', 'Anonymous$25']);
  });

  it('puts a new gift on the wall when a charity event arrives', async () => {
    const wall = sampleDonorWall({ latest: [large], largest: [large] });
    renderPage(wall);
    await waitFor(() => expect(wallList('Latest gifts')).toHaveLength(1), belowTheFold);
    wall.latest = [sampleGift({ id: '00000000-0000-4000-8000-0000000000d4', donorName: 'Ada', amount: 100, message: null }), large];
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    act(() =>
      stream.push({
        type: 'charity',
        id: 3,
        tournamentId: tournament.id,
        data: { tournamentId: tournament.id, charityName: tournament.charityName, charityRaised: 100, charityGoal: 5000, percent: 2, milestonesCrossed: [] },
      }),
    );
    await waitFor(() => expect(wallList('Latest gifts')[0]).toBe('Ada$100'));
  });

  it('ranks the teams by what they raised and offers the donate page by QR code and link', async () => {
    renderPage();
    const board = await screen.findByRole('heading', { name: 'Raised by Team' });
    const rows = within(board.closest('section')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual(['The Bogey Men$800', 'Sand Savers$200']);
    expect(screen.getByRole('link', { name: 'Donate' }).getAttribute('href')).toBe(`/tournament/${tournament.id}/donate`);
    expect(screen.getByRole('img', { name: 'QR code to donate to Junior Golf Foundation' }).tagName).toBe('svg');
  });
});
