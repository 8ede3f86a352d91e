import { Module } from '@nestjs/common';
import { TournamentModule } from '../tournament/tournament.module';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailController } from './mail.controller';
import { MailMetrics } from './mail.metrics';
import { MailRenderer } from './mail.renderer';
import { MailRunner } from './mail.runner';
import { MailService } from './mail.service';
import { MailTransport } from './mail.transport';

/** E-mail: the outbox other modules enqueue into (MailService), the runner that sends it, the unsubscribe page. */
@Module({
  imports: [TournamentModule],
  controllers: [MailController],
  providers: [MailOutboxRepository, MailTransport, MailMetrics, MailRenderer, MailRunner, MailService],
  exports: [MailService],
})
export class MailModule {}
