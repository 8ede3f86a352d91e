import { Injectable, Logger } from '@nestjs/common';
import { FirebaseAdminApp } from './firebase-admin-app';

interface Known {
  /** Sessions begun before this second are revoked (0: none are). */
  validAfterSeconds: number;
  disabled: boolean;
  checkedAtMs: number;
}

/** How long an account's revocation time is believed before it is asked again: how late another replica notices. */
export const revocationCheckTtlMs = 10_000;

/** After the admin SDK could not read accounts (a real project without a service account), how long before it tries again. */
const unavailableRetryMs = 10 * 60_000;

/**
 * Sign-out-everywhere for every token: a session begun before the account's tokens-valid-after time is
 * refused (what firebase-admin's checkRevoked does, remembered briefly per account so a score write does not
 * ask the identity service each time).
 */
@Injectable()
export class TokenRevocations {
  private readonly logger = new Logger(TokenRevocations.name);
  private readonly known = new Map<string, Known>();
  private unavailableUntil = 0;

  constructor(private readonly admin: FirebaseAdminApp) {}

  /** False when the account's sessions begun at `authTime` (seconds) were revoked, or the account is disabled or gone. */
  async isCurrent(uid: string, authTime: number): Promise<boolean> {
    const known = await this.lookUp(uid);
    if (!known) return true;
    return !known.disabled && authTime >= known.validAfterSeconds;
  }

  /** Revokes every refresh token of the account; its ID tokens are refused from now on, on every replica within the TTL. */
  async revokeAll(uid: string): Promise<void> {
    await this.admin.auth.revokeRefreshTokens(uid);
    this.known.delete(uid);
  }

  private async lookUp(uid: string): Promise<Known | undefined> {
    const cached = this.known.get(uid);
    if (cached && Date.now() - cached.checkedAtMs < revocationCheckTtlMs) return cached;
    if (Date.now() < this.unavailableUntil) return cached;
    try {
      const user = await this.admin.auth.getUser(uid);
      const validAfterMs = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
      const known = { validAfterSeconds: Math.floor(validAfterMs / 1000), disabled: user.disabled, checkedAtMs: Date.now() };
      if (this.known.size >= 20_000) this.known.delete(this.known.keys().next().value as string);
      this.known.set(uid, known);
      return known;
    } catch (error) {
      return this.unknown(error, cached);
    }
  }

  private unknown(error: unknown, stale: Known | undefined): Known | undefined {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found') return { validAfterSeconds: Number.MAX_SAFE_INTEGER, disabled: true, checkedAtMs: Date.now() };
    if (stale) return stale;
    // Under the emulator a failed look-up refuses (the identity service is ours and down); with a real project
    // without a service account the admin SDK cannot read accounts, and refusing would sign everyone out.
    if (this.admin.emulated) throw error;
    // Asking again at once would try the credential look-up (seconds off Google's cloud) on every request.
    this.unavailableUntil = Date.now() + unavailableRetryMs;
    this.logger.warn(
      `Sign-out-everywhere is not checked for the next 10 minutes: the admin SDK cannot read accounts (${error instanceof Error ? error.message : String(error)}). Give the API a service account (GOOGLE_APPLICATION_CREDENTIALS).`,
    );
    return undefined;
  }
}
