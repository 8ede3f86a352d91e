import type { Contest, ContestEntry, StationView } from '@fairway/contracts/contest';
import { leaderOnPhone, namesOf, type WaitingEntry } from './station-leader';

const contest = (leader: Partial<ContestEntry> | null) =>
  ({
    kind: 'closest-to-pin',
    measured: true,
    divisions: ['Men', 'Women'],
    leaders: [
      { division: 'Men', entry: leader && { playerName: 'Bob', teamName: 'Hawks', measurementLabel: '4 ft 2 in', feet: 4, inches: 2, yards: null, ...leader } },
      { division: 'Women', entry: null },
    ],
  }) as unknown as Contest;

const waiting = (division: string, feet: number, inches: number, playerName: string): WaitingEntry => ({
  key: `enter:${playerName}`,
  input: { entryId: playerName, teamId: 't', playerId: 'p', division, feet, inches, yards: null, witnesses: [] },
  teamName: 'Eagles',
  playerName,
  label: `${feet} ft ${inches} in`,
});

describe('leaderOnPhone', () => {
  it('is the server’s leader until an entry waiting on the phone beats it, in its own division only', () => {
    expect(leaderOnPhone(contest({}), 'Men', [])).toMatchObject({ name: 'Bob', label: '4 ft 2 in' });
    expect(leaderOnPhone(contest({}), 'Men', [waiting('Men', 5, 0, 'Cy'), waiting('Women', 1, 0, 'Di')])).toMatchObject({ name: 'Bob' });
    expect(leaderOnPhone(contest({}), 'Men', [waiting('Men', 3, 0, 'Cy'), waiting('Men', 3, 0, 'Ed'), waiting('Men', 3, 5, 'Fa')])).toMatchObject({
      name: 'Cy', // a tie stays with the first
      label: '3 ft 0 in',
    });
    expect(leaderOnPhone(contest(null), 'Women', [])).toBeNull();
    expect(leaderOnPhone(contest(null), 'Women', [waiting('Women', 20, 0, 'Di')])).toMatchObject({ name: 'Di', feet: 20 });
  });

  it('names an entry from the station’s field', () => {
    const view = { teams: [{ id: 't', name: 'Eagles', players: [{ id: 'p', name: 'Ann' }] }] } as unknown as StationView;
    expect(namesOf(view, { teamId: 't', playerId: 'p' })).toEqual({ teamName: 'Eagles', playerName: 'Ann' });
    expect(namesOf(view, { teamId: 't', playerId: null })).toEqual({ teamName: 'Eagles', playerName: null });
  });
});
