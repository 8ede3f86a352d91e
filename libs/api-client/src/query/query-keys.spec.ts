import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('gives each tournament, team and hole its own key', () => {
    expect(queryKeys.leaderboard('a')).not.toEqual(queryKeys.leaderboard('b'));
    expect(queryKeys.leaderboard('a')).not.toEqual(queryKeys.todaysLeaderboard());
    expect(queryKeys.holeScores('t', 'x', 7)).not.toEqual(queryKeys.holeScores('t', 'x', 8));
    expect(queryKeys.teamScores('t', 'x')).not.toEqual(queryKeys.teamScores('t', 'y'));
  });
});
