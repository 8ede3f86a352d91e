import { chatPageIdsOf } from './chat-context-of';

describe('the ids the Golf Assistant is told about', () => {
  it.each([
    ['/tournament/t-1/join', '', { tournamentId: 't-1' }],
    ['/leaderboard', '?tournamentId=t-2', { tournamentId: 't-2' }],
    ['/leaderboard', '?tournament=t-3', { tournamentId: 't-3' }],
    ['/scorecard', '?tournamentId=t-4&teamId=team-5', { tournamentId: 't-4', teamId: 'team-5' }],
    ['/', '', {}],
    ['/admin', '?tournamentId=', {}],
  ])('reads %s%s', (pathname, search, expected) => {
    expect(chatPageIdsOf(pathname, search)).toEqual(expected);
  });
});
