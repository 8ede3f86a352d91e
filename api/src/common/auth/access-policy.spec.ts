import { callerPlayer, isTeamMember, isTournamentAdmin } from './access-policy';

const alice = { uid: 'uid-alice', email: 'alice@example.com', emailVerified: true, displayName: 'Alice' };
const unverifiedAlice = { ...alice, emailVerified: false };

describe('isTournamentAdmin', () => {
  it('accepts the uid, or the verified e-mail (any case), named as adminUserId', () => {
    expect(isTournamentAdmin(alice, { adminUserId: 'uid-alice' })).toBe(true);
    expect(isTournamentAdmin(alice, { adminUserId: 'Alice@Example.com' })).toBe(true);
  });

  it('refuses an unverified e-mail, visitors and other users', () => {
    expect(isTournamentAdmin(unverifiedAlice, { adminUserId: 'alice@example.com' })).toBe(false);
    expect(isTournamentAdmin(unverifiedAlice, { adminUserId: 'uid-alice' })).toBe(true);
    expect(isTournamentAdmin(null, { adminUserId: 'uid-alice' })).toBe(false);
    expect(isTournamentAdmin({ ...alice, uid: 'uid-bob', email: 'bob@example.com' }, { adminUserId: 'uid-alice' })).toBe(false);
  });
});

describe('team membership', () => {
  const byEmail = {
    players: [
      { userId: null, email: null },
      { userId: null, email: 'ALICE@example.com ' },
    ],
  };
  const linked = { players: [{ userId: 'uid-alice', email: 'someone-else@example.com' }] };

  it("is the row linked to the caller's account, whatever its e-mail", () => {
    expect(isTeamMember(unverifiedAlice, linked)).toBe(true);
    expect(callerPlayer(alice, linked.players)).toBe(linked.players[0]);
  });

  it("is an unlinked row with the caller's e-mail only once that e-mail is verified", () => {
    expect(isTeamMember(alice, byEmail)).toBe(true);
    expect(isTeamMember(unverifiedAlice, byEmail)).toBe(false);
  });

  it('never takes a row already linked to another account by its e-mail', () => {
    expect(isTeamMember(alice, { players: [{ userId: 'uid-mallory', email: 'alice@example.com' }] })).toBe(false);
  });

  it('refuses visitors and callers not on the team', () => {
    expect(isTeamMember({ ...alice, email: 'carol@example.com' }, byEmail)).toBe(false);
    expect(isTeamMember(null, byEmail)).toBe(false);
  });
});
