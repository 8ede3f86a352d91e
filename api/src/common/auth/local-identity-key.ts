import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { type SigningKey, generateSigningKeyPem, signingKeyFromPem } from './signing-key';
import { SigningKeyRepository } from './signing-key.repository';

/**
 * The local identity service's key under the Auth emulator: IDENTITY_SIGNING_KEY when set, else the one in
 * PostgreSQL (created by the first replica to start). None with a real Firebase project.
 */
@Injectable()
export class LocalIdentityKey implements OnModuleInit {
  private key: SigningKey | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SigningKeyRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.FIREBASE_AUTH_EMULATOR_HOST) return;
    const pem = this.config.IDENTITY_SIGNING_KEY ?? (await this.repository.currentOrCreate(await generateSigningKeyPem()));
    this.key = await signingKeyFromPem(pem);
  }

  /** The key; only asked for under the emulator, after start-up. */
  get current(): SigningKey {
    if (!this.key) throw new Error('The local identity service has no key: the API runs without the Auth emulator');
    return this.key;
  }
}
