import { pageContextOf } from './page-context';

describe('pageContextOf', () => {
  it.each([
    ['/', 'home'],
    ['/scorecard', 'scorecard'],
    ['/tournament/t1/tv', 'tournament'],
    ['//leaderboard/', 'leaderboard'],
  ])('%s -> %s', (pathname, expected) => {
    expect(pageContextOf(pathname)).toBe(expected);
  });
});
