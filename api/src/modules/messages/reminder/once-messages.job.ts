import { Injectable } from '@nestjs/common';
import { RoundJob } from '../../../common/jobs/round-job';
import { ResultsService } from '../results/results.service';
import { ReminderService } from './reminder.service';

/** A reminder set for 09:00 goes within half a minute of it. */
const everyMs = 30_000;

/**
 * Sends what each tournament sends once, in every API process: the reminders that fell due and the results a
 * close's listener missed. Each is written once (the unique index on field_messages), so replicas never send one twice.
 */
@Injectable()
export class OnceMessagesJob extends RoundJob {
  constructor(
    private readonly reminders: ReminderService,
    private readonly results: ResultsService,
  ) {
    super(everyMs, 'Reminder and results');
  }

  protected async runRound(): Promise<void> {
    await this.reminders.sendDue();
    await this.results.sendMissed();
  }
}
