import { isTournamentAdmin } from './is-tournament-admin';

const tournament = { adminUserId: 'uid-42' };

describe('isTournamentAdmin', () => {
  it.each([
    ['the uid matches', { uid: 'uid-42', email: 'a@example.com' }, true],
    ['the e-mail matches', { uid: 'other', email: 'uid-42' }, true],
    ['neither matches', { uid: 'other', email: 'b@example.com' }, false],
    ['the user has no e-mail', { uid: 'other', email: null }, false],
  ])('%s -> %p', (_case, user, expected) => {
    expect(isTournamentAdmin(tournament, user)).toBe(expected);
  });

  it('is false when nobody is signed in', () => {
    expect(isTournamentAdmin(tournament, null)).toBe(false);
  });

  it('matches an adminUserId that is an e-mail address', () => {
    expect(isTournamentAdmin({ adminUserId: 'pro@club.example' }, { uid: 'x', email: 'pro@club.example' })).toBe(true);
  });
});
