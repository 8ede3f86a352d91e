import type { AuthUser } from './auth-user';

interface Entry<T> {
  user: T;
  expiresAtMs: number;
}

/**
 * Tokens already verified, until they expire: a phone posts many scores with one ID token, and checking
 * its signature again each time was most of a score write's cost. Oldest entries go first when full.
 */
export class VerifiedTokenCache<T = AuthUser> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtMs > this.now()) return entry.user;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, user: T, expiresAtSeconds: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { user, expiresAtMs: expiresAtSeconds * 1000 });
  }
}
