import { Module } from '@nestjs/common';
import { AwardsModule } from '../awards/awards.module';
import { EventTeamModule } from '../event-team/event-team.module';
import { FundraisingModule } from '../fundraising/fundraising.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { MailModule } from '../mail/mail.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { FieldMessagesController } from './field-messages.controller';
import { FieldMessagesRepository } from './field-messages.repository';
import { FieldMessagesService } from './field-messages.service';
import { MessageAudienceReader } from './message-audience.reader';
import { OnceMessageRepository } from './reminder/once-message.repository';
import { ReminderController } from './reminder/reminder.controller';
import { OnceMessagesJob } from './reminder/once-messages.job';
import { ReminderRepository } from './reminder/reminder.repository';
import { ReminderService } from './reminder/reminder.service';
import { ResultsController } from './results/results.controller';
import { ResultsService } from './results/results.service';

/** The players' messages: messages to the field, the reminder and the results, all through the mail outbox. */
@Module({
  imports: [TournamentModule, TeamModule, EventTeamModule, FundraisingModule, MailModule, AwardsModule, LeaderboardModule],
  controllers: [FieldMessagesController, ReminderController, ResultsController],
  providers: [
    FieldMessagesRepository,
    MessageAudienceReader,
    FieldMessagesService,
    OnceMessageRepository,
    ReminderRepository,
    ReminderService,
    OnceMessagesJob,
    ResultsService,
  ],
  exports: [FieldMessagesRepository],
})
export class MessagesModule {}
