import { teamSelectUrl, tournamentLinks } from './tournament-links';

describe('tournament links', () => {
  it('points at team-select, join and tv of the tournament', () => {
    expect(tournamentLinks('t-1')).toEqual({
      teamSelect: '/tournament/t-1/team-select',
      join: '/tournament/t-1/join',
      tv: '/tournament/t-1/tv',
    });
  });

  it('makes an absolute team-select URL on the given origin', () => {
    expect(teamSelectUrl('t 1', 'https://golf.example:8443')).toBe('https://golf.example:8443/tournament/t%201/team-select');
  });
});
