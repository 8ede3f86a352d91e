import { invitationCodeHash, newInvitationCode } from './invitation-code';

describe('invitation codes', () => {
  it('are url-safe, at least 128 bits and never the same twice', () => {
    const codes = Array.from({ length: 1000 }, newInvitationCode);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are stored as their sha-256, the same for the code however it was pasted (surrounding spaces)', () => {
    const code = newInvitationCode();
    expect(invitationCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(invitationCodeHash(` ${code}\n`)).toBe(invitationCodeHash(code));
    expect(invitationCodeHash(code)).not.toBe(invitationCodeHash(newInvitationCode()));
    expect(invitationCodeHash(code)).not.toContain(code);
  });
});
