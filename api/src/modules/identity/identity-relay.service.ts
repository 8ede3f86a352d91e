import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { LocalIdentityKey } from '../../common/auth/local-identity-key';
import { TokenRevocations } from '../../common/auth/token-revocations';
import { IdentityRelay } from './identity-relay';

/** The local identity service of this API: there is one only under the Auth emulator. */
@Injectable()
export class IdentityRelayService {
  private readonly relay: IdentityRelay | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig, localKey: LocalIdentityKey, revocations: TokenRevocations) {
    const host = config.FIREBASE_AUTH_EMULATOR_HOST;
    this.relay =
      host === undefined
        ? undefined
        : new IdentityRelay({
            emulatorUrl: `http://${host}`,
            projectId: config.FIREBASE_PROJECT_ID,
            key: () => localKey.current,
            isCurrent: (uid, authTime) => revocations.isCurrent(uid, authTime),
          });
  }

  /** With a real Firebase project the client talks to Google: these paths do not exist here. */
  get current(): IdentityRelay {
    if (!this.relay) throw new NotFoundException('No local identity service: this API verifies a Firebase project’s tokens.');
    return this.relay;
  }
}
