import { createHash, randomBytes } from 'node:crypto';

/** 192 random bits, url-safe: the invitation's one-time code, shown once to whoever made it. */
export function newInvitationCode(): string {
  return randomBytes(24).toString('base64url');
}

/** What is stored of a code: its sha-256, so the table alone never lets anyone accept an invitation. */
export function invitationCodeHash(code: string): string {
  return createHash('sha256').update(code.trim(), 'utf8').digest('hex');
}
