import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AuctionSettlementService } from './auction-settlement.service';

/** Often enough that the TV and the phones hear the winners within a second or so of the close. */
const everyMs = 1_000;

/**
 * Settles the items whose close passed, in every API process: each item is taken with FOR UPDATE SKIP LOCKED, so
 * replicas share the work and never settle one twice. One round at a time per process.
 */
@Injectable()
export class AuctionCloseJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AuctionCloseJob.name);
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | null = null;
  private lastError: string | null = null;

  constructor(private readonly settlement: AuctionSettlementService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), everyMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.round;
  }

  /** One round now, unless one is running (then that one). */
  tick(): Promise<void> {
    this.round ??= this.settlement
      .settleDue()
      .then(
        () => {
          this.lastError = null;
        },
        (error: unknown) => this.failed(error),
      )
      .finally(() => {
        this.round = null;
      });
    return this.round;
  }

  // A database that is away fails every round: said once, not every second.
  private failed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== this.lastError) this.logger.warn(`Auction close round failed: ${message}`);
    this.lastError = message;
  }
}
