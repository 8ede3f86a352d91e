import { inviteCode } from '@fairway/contracts';
import { generateInviteCode, INVITE_CODE_ALPHABET } from './invite-code';

describe('generateInviteCode', () => {
  it('makes codes the contracts accept, without look-alike characters', () => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const code = generateInviteCode();
      expect(inviteCode.safeParse(code).success).toBe(true);
      expect(code).not.toMatch(/[O0I1]/);
    }
  });

  it('draws every character from the alphabet with the given randomness', () => {
    const draws = [0, 1, 30, 31, 8, 24];
    expect(generateInviteCode(() => draws.shift()!)).toBe('AB89J2');
    expect(INVITE_CODE_ALPHABET).toHaveLength(32);
  });

  it('varies between calls (crypto randomness)', () => {
    const codes = new Set(Array.from({ length: 50 }, () => generateInviteCode()));
    expect(codes.size).toBeGreaterThan(45);
  });
});
