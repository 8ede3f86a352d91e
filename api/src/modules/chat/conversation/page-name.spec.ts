import { pageName } from './page-name';

describe('pageName', () => {
  it.each([
    ['scorecard', 'scorecard'],
    ['Leaderboard', 'leaderboard'],
    ['/admin', 'admin'],
    ['tournament/3f2a/team-select', 'tournament'],
    ['tournaments?status=active', 'tournaments'],
    [' home ', 'home'],
  ])('reads %p as %p', (input, expected) => {
    expect(pageName(input)).toBe(expected);
  });

  it.each(['', 'settings', 'tv', 'leaderboards', undefined])('treats %p as home', (input) => {
    expect(pageName(input)).toBe('home');
  });
});
