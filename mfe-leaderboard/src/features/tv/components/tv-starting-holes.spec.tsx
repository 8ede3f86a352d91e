import { FakeEventSource, sampleBoard, sampleBoardRow, sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import type { Team } from '@fairway/contracts/team';
import { act, screen, waitFor, within } from '@testing-library/react';
import { json, renderLeaderboard } from '../../../shared/testing/render-leaderboard';
import { TvPage } from './tv-page';

const tournament = sampleTournament();
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const team = (n: number, name: string, startingHole: number | null, startSlot: string | null = null, teeTime: string | null = null): Team =>
  sampleTeam({ id: id(n), tournamentId: tournament.id, name, startingHole, startSlot, teeTime });
/** The board before the round: every team on it, none has scored. */
const waiting = (teams: readonly Team[]) =>
  sampleBoard({
    tournamentId: tournament.id,
    rows: teams.map((each) =>
      sampleBoardRow({ teamId: each.id, teamName: each.name, startingHole: each.startingHole, thru: 0, position: null, positionLabel: '-', isLeader: false }),
    ),
  });

function renderTv(board: () => unknown, teams: () => Team[]) {
  return renderLeaderboard(<TvPage tournamentId={tournament.id} />, [
    [/\/api\/leaderboard/, () => json(board())()],
    [/\/api\/tournaments\/[^/]+\/teams$/, () => json(teams())()],
    [/\/api\/tournaments\/[^/]+$/, json(tournament)],
  ]);
}

const groupsOn = (hole: number) =>
  within(within(screen.getByRole('region', { name: 'Starting holes' })).getByRole('listitem', { name: `Hole ${hole}` }))
    .queryAllByRole('listitem')
    .map((group) => group.textContent);

describe('TvStartingHoles', () => {
  it('shows every hole with the teams that start on it before the round, the shotgun time once, and follows a move live', async () => {
    let field = [
      team(1, 'The Birdie Hunters', 7, 'A', '08:00'),
      team(2, 'Fore Play', 7, 'B', '08:00'),
      team(3, 'Sand Savers', 1, null, '08:00'),
      team(4, 'Chip Shots', 18, null, '08:00'),
    ];
    renderTv(
      () => waiting(field),
      () => field,
    );
    const view = await screen.findByRole('region', { name: 'Starting holes' }, { timeout: 5_000 });
    expect(within(view).getAllByRole('listitem', { name: /^Hole \d+$/ })).toHaveLength(18);
    expect(groupsOn(7)).toEqual(['7A The Birdie Hunters', '7B Fore Play']);
    expect(groupsOn(1)).toEqual(['1 Sand Savers']);
    expect(groupsOn(2)).toEqual([]);
    within(view).getByText('Shotgun start at 08:00');
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).toBeNull();

    // The organiser moves Fore Play to hole 2: the stream sends the new board, and the TV reads the teams again.
    field = [field[0]!, { ...field[1]!, startingHole: 2, startSlot: null }, field[2]!, field[3]!];
    act(() => {
      const stream = FakeEventSource.latest();
      stream.open();
      stream.push({ type: 'leaderboard', id: 5, tournamentId: tournament.id, data: waiting(field) });
    });
    await waitFor(() => expect(groupsOn(2)).toEqual(['2 Fore Play']));
    expect(groupsOn(7)).toEqual(['7A The Birdie Hunters']);
  });

  it('shows each group with its own time across two waves', async () => {
    const field = [team(1, 'Early', 3, 'A', '08:00'), team(2, 'Late', 3, 'A', '13:30')];
    renderTv(
      () => waiting(field),
      () => field,
    );
    await screen.findByRole('region', { name: 'Starting holes' }, { timeout: 5_000 });
    expect(groupsOn(3)).toEqual(['3A Early 08:00', '3A Late 13:30']);
    expect(screen.queryByText(/^Shotgun start at/)).toBeNull();
  });

  it('keeps the board (no team has started yet) while the field is not placed, without a slot, a time or a second hole', async () => {
    const unplaced = [team(1, 'Doves', 1), team(2, 'Eagles', 1)];
    const { fetch } = renderTv(
      () => waiting(unplaced),
      () => unplaced,
    );
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => String(url))).toContain(`/api/tournaments/${tournament.id}/teams`), { timeout: 5_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    screen.getByText('No teams have started yet');
    expect(screen.queryByRole('region', { name: 'Starting holes' })).toBeNull();
  });
});
