import { Injectable, Logger, type OnApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { RegistrationPlacesService } from './registration-places.service';
import { RegistrationRepository } from './registration.repository';

const sweepEveryMs = 30_000;

/**
 * Lets lapse the checkouts and offers whose time has passed without anyone else coming by (a checkout, a payment
 * or a walk-up does it under the lock too), so the next on the waitlist gets the place within half a minute.
 */
@Injectable()
export class RegistrationSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RegistrationSweeper.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly places: RegistrationPlacesService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), sweepEveryMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Every tournament with something lapsed: each under its own lock, one after the other. */
  async sweep(): Promise<void> {
    try {
      for (const tournamentId of await this.registrations.tournamentsDue()) {
        await this.places.locked(tournamentId, async () => undefined);
      }
    } catch (error) {
      this.logger.warn(`Registration sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
