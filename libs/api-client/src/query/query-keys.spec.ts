import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('gives each tournament, team and hole its own key', () => {
    expect(queryKeys.leaderboard('a')).not.toEqual(queryKeys.leaderboard('b'));
    expect(queryKeys.leaderboard('a')).not.toEqual(queryKeys.todaysLeaderboard());
    expect(queryKeys.holeScores('t', 'x', 7)).not.toEqual(queryKeys.holeScores('t', 'x', 8));
    expect(queryKeys.teamScores('t', 'x')).not.toEqual(queryKeys.teamScores('t', 'y'));
    expect(queryKeys.cardStatus('t', 'x')).not.toEqual(queryKeys.cardStatus('t', 'y'));
    expect(queryKeys.teams('a')).not.toEqual(queryKeys.teams('b'));
  });

  it('keys a team list by the path it is read from, so a written team lands where every page reads the list', () => {
    expect(queryKeys.teams('a b')).toEqual(['/api/tournaments/a%20b/teams']);
  });

  it('puts every fundraising read of a tournament under one prefix, so a charity event can make them all stale', () => {
    const prefix = queryKeys.fundraising('t');
    for (const read of ['donor-wall', 'raised-by-team', 'sponsors', 'hole-sponsors', 'birdie-pledges'] as const) {
      expect(queryKeys.fundraising('t', read).slice(0, prefix.length)).toEqual(prefix);
    }
    expect(queryKeys.fundraising('t', 'sponsors')).not.toEqual(queryKeys.fundraising('u', 'sponsors'));
  });
});
