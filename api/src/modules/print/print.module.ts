import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { CourseModule } from '../course/course.module';
import { EventTeamModule } from '../event-team/event-team.module';
import { FundraisingModule } from '../fundraising/fundraising.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { PrintController } from './print.controller';
import { PrintDataReader } from './print-data.reader';
import { PrintService } from './print.service';

/** The print centre: the morning's paper (cart signs, lists, scorecards, placards, signs) as PDFs drawn with pdfkit. */
@Module({
  imports: [TournamentModule, CourseModule, TeamModule, ContestModule, FundraisingModule, EventTeamModule],
  controllers: [PrintController],
  providers: [PrintService, PrintDataReader],
})
export class PrintModule {}
