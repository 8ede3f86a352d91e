import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { AuthException, AuthExceptionCode } from './auth.exception';
import type { AuthUser } from './auth-user';
import { FirebaseAdminApp } from './firebase-admin-app';
import { verifyIdToken } from './identity-tokens';
import { LocalIdentityKey } from './local-identity-key';
import { TokenRevocations } from './token-revocations';
import { VerifiedTokenCache } from './verified-token-cache';

interface VerifiedToken {
  user: AuthUser;
  authTime: number;
}

const invalidToken = () => new AuthException(AuthExceptionCode.InvalidToken, 'Your sign-in has expired or is not valid. Please sign in again.');

/**
 * Verifies ID tokens: under the Auth emulator only those the local identity service signed (the emulator
 * signs nothing), else Google's. Either way a session revoked by sign-out-everywhere is refused.
 */
@Injectable()
export class FirebaseTokenVerifier {
  private readonly verified = new VerifiedTokenCache<VerifiedToken>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly admin: FirebaseAdminApp,
    private readonly localKey: LocalIdentityKey,
    private readonly revocations: TokenRevocations,
  ) {}

  async verify(idToken: string): Promise<AuthUser> {
    const token = this.verified.get(idToken) ?? (await this.verifySignature(idToken));
    if (!(await this.revocations.isCurrent(token.user.uid, token.authTime).catch(() => false))) throw invalidToken();
    return token.user;
  }

  private async verifySignature(idToken: string): Promise<VerifiedToken> {
    try {
      const decoded = this.admin.emulated
        ? await verifyIdToken(idToken, this.localKey.current, this.config.FIREBASE_PROJECT_ID)
        : await this.admin.auth.verifyIdToken(idToken);
      const user: AuthUser = {
        uid: decoded.sub,
        email: decoded.email?.toLowerCase() ?? null,
        emailVerified: decoded.email_verified === true,
        displayName: typeof decoded['name'] === 'string' ? decoded['name'] : null,
      };
      const token = { user, authTime: decoded.auth_time };
      this.verified.set(idToken, token, decoded.exp);
      return token;
    } catch {
      throw invalidToken();
    }
  }
}
