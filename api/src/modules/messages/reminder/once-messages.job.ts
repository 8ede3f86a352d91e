import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ResultsService } from '../results/results.service';
import { ReminderService } from './reminder.service';

/** A reminder set for 09:00 goes within half a minute of it. */
const everyMs = 30_000;

/**
 * Sends what each tournament sends once, in every API process: the reminders that fell due (each taken with FOR UPDATE
 * SKIP LOCKED) and the results a close's listener missed. Each is written once (the unique index on field_messages),
 * so replicas never send one twice. One round at a time per process.
 */
@Injectable()
export class OnceMessagesJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OnceMessagesJob.name);
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | null = null;
  private lastError: string | null = null;

  constructor(
    private readonly reminders: ReminderService,
    private readonly results: ResultsService,
  ) {}

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
    this.round ??= this.reminders
      .sendDue()
      .then(() => this.results.sendMissed())
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

  // A database that is away fails every round: said once, not every time.
  private failed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== this.lastError) this.logger.warn(`Reminder and results round failed: ${message}`);
    this.lastError = message;
  }
}
