import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { AuthException, AuthExceptionCode } from './auth.exception';
import type { AuthUser } from './auth-user';
import { VerifiedTokenCache } from './verified-token-cache';

/** Verifies Firebase ID tokens: against the Auth emulator when one is configured, else Google's keys. */
@Injectable()
export class FirebaseTokenVerifier implements OnModuleDestroy {
  private readonly app: App;
  private readonly verified = new VerifiedTokenCache();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // firebase-admin reads the emulator address from the process environment only.
    if (config.FIREBASE_AUTH_EMULATOR_HOST) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    this.app = initializeApp({ projectId: config.FIREBASE_PROJECT_ID }, `fairway-api-${randomUUID()}`);
  }

  async verify(idToken: string): Promise<AuthUser> {
    const known = this.verified.get(idToken);
    if (known) return known;
    try {
      const decoded = await getAuth(this.app).verifyIdToken(idToken);
      const user: AuthUser = {
        uid: decoded.uid,
        email: decoded.email?.toLowerCase() ?? null,
        emailVerified: decoded.email_verified === true,
        displayName: (decoded.name as string | undefined) ?? null,
      };
      this.verified.set(idToken, user, decoded.exp);
      return user;
    } catch {
      throw new AuthException(AuthExceptionCode.InvalidToken, 'Your sign-in has expired or is not valid. Please sign in again.');
    }
  }

  async onModuleDestroy(): Promise<void> {
    await deleteApp(this.app);
  }
}
