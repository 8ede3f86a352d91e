import { isTournamentAdmin, sameEmail } from './tournament-admin';

const tournament = { adminUserId: 'uid-42' };

describe('isTournamentAdmin', () => {
  it.each([
    ['the uid matches', { uid: 'uid-42', email: 'a@example.com', emailVerified: false }, true],
    ['the verified e-mail matches', { uid: 'other', email: 'uid-42', emailVerified: true }, true],
    ['the e-mail matches but is not verified', { uid: 'other', email: 'uid-42', emailVerified: false }, false],
    ['neither matches', { uid: 'other', email: 'b@example.com', emailVerified: true }, false],
    ['the user has no e-mail', { uid: 'other', email: null, emailVerified: false }, false],
  ])('%s -> %p', (_case, user, expected) => {
    expect(isTournamentAdmin(user, tournament)).toBe(expected);
  });

  it('is false when nobody is signed in', () => {
    expect(isTournamentAdmin(null, tournament)).toBe(false);
  });

  it('matches an e-mail adminUserId whatever its case and surrounding spaces', () => {
    expect(isTournamentAdmin({ uid: 'x', email: 'Pro@Club.example', emailVerified: true }, { adminUserId: ' pro@club.example ' })).toBe(true);
  });

  it('does not match a uid that differs only in case', () => {
    expect(isTournamentAdmin({ uid: 'abc', email: null, emailVerified: false }, { adminUserId: 'ABC' })).toBe(false);
  });
});

describe('sameEmail', () => {
  it('never matches a missing address', () => {
    expect(sameEmail(null, null)).toBe(false);
    expect(sameEmail('', '')).toBe(false);
  });
});
