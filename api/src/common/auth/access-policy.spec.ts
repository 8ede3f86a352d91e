import { isTeamMember, isTournamentAdmin } from './access-policy';

const alice = { uid: 'uid-alice', email: 'alice@example.com', displayName: 'Alice' };

describe('isTournamentAdmin', () => {
  it('accepts the uid or the e-mail (any case) named as adminUserId', () => {
    expect(isTournamentAdmin(alice, { adminUserId: 'uid-alice' })).toBe(true);
    expect(isTournamentAdmin(alice, { adminUserId: 'Alice@Example.com' })).toBe(true);
  });

  it('refuses visitors and other users', () => {
    expect(isTournamentAdmin(null, { adminUserId: 'uid-alice' })).toBe(false);
    expect(isTournamentAdmin({ ...alice, uid: 'uid-bob', email: 'bob@example.com' }, { adminUserId: 'uid-alice' })).toBe(false);
  });
});

describe('isTeamMember', () => {
  const team = { players: [{ email: null }, { email: 'ALICE@example.com ' }] };

  it('matches the caller by e-mail among the players', () => {
    expect(isTeamMember(alice, team)).toBe(true);
  });

  it('refuses callers without an e-mail or not on the team', () => {
    expect(isTeamMember({ ...alice, email: null }, team)).toBe(false);
    expect(isTeamMember({ ...alice, email: 'carol@example.com' }, team)).toBe(false);
    expect(isTeamMember(null, team)).toBe(false);
  });
});
