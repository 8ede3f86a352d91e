import { randomInt } from 'node:crypto';
import { limits } from '@fairway/contracts';

/** Uppercase letters and digits without the look-alikes O/0 and I/1, so a code read aloud or off a screen is typed right. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateInviteCode(pick: (max: number) => number = randomInt): string {
  return Array.from({ length: limits.inviteCodeLength }, () => INVITE_CODE_ALPHABET[pick(INVITE_CODE_ALPHABET.length)]).join('');
}
