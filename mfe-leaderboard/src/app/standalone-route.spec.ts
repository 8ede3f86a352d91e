import { standaloneRoute } from './standalone-route';

describe('standaloneRoute', () => {
  it('opens the TV of a tournament, or the TV that finds today’s', () => {
    expect(standaloneRoute('/mfe/leaderboard/tv/42a7', '/mfe/leaderboard')).toEqual({ page: 'tv', tournamentId: '42a7' });
    expect(standaloneRoute('/mfe/leaderboard/tv/', '/mfe/leaderboard')).toEqual({ page: 'tv' });
    expect(standaloneRoute('/tv', '')).toEqual({ page: 'tv' });
  });

  it('opens the leaderboard page, its tournament left in the query', () => {
    expect(standaloneRoute('/mfe/leaderboard/leaderboard', '/mfe/leaderboard')).toEqual({ page: 'leaderboard' });
  });

  it('decodes the tournament as the address wrote it', () => {
    expect(standaloneRoute('/tv/a%20b', '')).toEqual({ page: 'tv', tournamentId: 'a b' });
  });

  it('knows no other page', () => {
    for (const path of ['/mfe/leaderboard/', '/mfe/leaderboard/tv/1/2', '/mfe/leaderboard/standings', '/mfe/leaderboard/tvs']) {
      expect([path, standaloneRoute(path, '/mfe/leaderboard')]).toEqual([path, null]);
    }
  });
});
