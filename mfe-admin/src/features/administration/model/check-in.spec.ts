import { sampleTeam } from '@fairway/api-client/testing';
import { matchesCheckInSearch, teamCheckIn } from './check-in';

const team = sampleTeam();
const checked = (flags: boolean[]) => ({ players: team.players.slice(0, flags.length).map((player, index) => ({ ...player, checkedIn: flags[index]! })) });

describe('check-in', () => {
  it('badges a team Not Started, n/m or Complete', () => {
    expect(teamCheckIn(checked([false, false]))).toEqual({ label: 'Not Started', tone: 'none' });
    expect(teamCheckIn(checked([true, false]))).toEqual({ label: '1/2', tone: 'partial' });
    expect(teamCheckIn(checked([true, true]))).toEqual({ label: 'Complete', tone: 'complete' });
  });

  it("finds a team by its name, a player's name or e-mail, in any case", () => {
    expect(matchesCheckInSearch(team, 'bogey')).toBe(true);
    expect(matchesCheckInSearch(team, 'BO DI')).toBe(true);
    expect(matchesCheckInSearch(team, 'ANN@EXAMPLE')).toBe(true);
    expect(matchesCheckInSearch(team, '  ')).toBe(true);
    expect(matchesCheckInSearch(team, 'zed')).toBe(false);
  });
});
