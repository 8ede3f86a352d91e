import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: guessing one is hopeless, so a fast hash is enough to store it. */
export function newStationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a leaked database does not hand out working station links. */
export function stationTokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
