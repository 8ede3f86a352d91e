import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';

/** The admin SDK, against the Auth emulator when one is configured, else the Firebase project. */
@Injectable()
export class FirebaseAdminApp implements OnModuleDestroy {
  readonly auth: Auth;
  /** True under the Auth emulator: the local identity service signs the tokens the API accepts. */
  readonly emulated: boolean;
  private readonly app: App;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // firebase-admin reads the emulator address from the process environment only.
    if (config.FIREBASE_AUTH_EMULATOR_HOST) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
    else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    this.emulated = Boolean(config.FIREBASE_AUTH_EMULATOR_HOST);
    this.app = initializeApp({ projectId: config.FIREBASE_PROJECT_ID }, `fairway-api-${randomUUID()}`);
    this.auth = getAuth(this.app);
  }

  async onModuleDestroy(): Promise<void> {
    await deleteApp(this.app);
  }
}
