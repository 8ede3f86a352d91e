import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('gives each tournament, team and hole its own key', () => {
    expect(queryKeys.leaderboard('a')).not.toEqual(queryKeys.leaderboard('b'));
    expect(queryKeys.leaderboard('a')).not.toEqual(queryKeys.todaysLeaderboard());
    expect(queryKeys.holeScores('t', 'x', 7)).not.toEqual(queryKeys.holeScores('t', 'x', 8));
    expect(queryKeys.teamScores('t', 'x')).not.toEqual(queryKeys.teamScores('t', 'y'));
  });

  it('puts every fundraising read of a tournament under one prefix, so a charity event can make them all stale', () => {
    const prefix = queryKeys.charity('t');
    for (const read of ['donor-wall', 'raised-by-team', 'sponsors', 'hole-sponsors', 'birdie-pledges'] as const) {
      expect(queryKeys.charity('t', read).slice(0, prefix.length)).toEqual(prefix);
    }
    expect(queryKeys.charity('t', 'sponsors')).not.toEqual(queryKeys.charity('u', 'sponsors'));
  });
});
