import { type BeforeApplicationShutdown, Logger, type OnApplicationBootstrap } from '@nestjs/common';

/**
 * Work every API process does on a timer (settling closed auction items, sending due reminders), each round
 * taking its rows with FOR UPDATE SKIP LOCKED so replicas share it and never do one twice. One round at a time
 * per process; shutdown waits for the round in progress. A database that is away fails every round: said once.
 */
export abstract class RoundJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | null = null;
  private lastError: string | null = null;

  protected constructor(
    private readonly everyMs: number,
    /** What a failed round's warning calls the work ("Auction close"). */
    private readonly work: string,
  ) {}

  /** One round of the work. */
  protected abstract runRound(): Promise<void>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.round;
  }

  /** One round now, unless one is running (then that one). */
  tick(): Promise<void> {
    this.round ??= this.runRound()
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

  private failed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== this.lastError) this.logger.warn(`${this.work} round failed: ${message}`);
    this.lastError = message;
  }
}
