import { Inject, Injectable } from '@nestjs/common';
import { registrationConfirmationPath } from '@fairway/contracts/remotes';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';

/** Full addresses of the registrant's pages: where a checkout returns, what a calendar file links to. */
@Injectable()
export class RegistrationLinks {
  private readonly origin: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.origin = config.PUBLIC_BASE_URL ?? 'http://localhost:8080';
  }

  /** `origin`: the buyer's own (`CallerOrigin`) for a checkout's return; links kept or sent to others use PUBLIC_BASE_URL. */
  confirmation(row: { tournament_id: string; token: string }, origin = this.origin): string {
    return `${origin}${registrationConfirmationPath(row.tournament_id, row.token)}`;
  }
}
