import { Module } from '@nestjs/common';
import { CourseModule } from '../course/course.module';
import { EventTeamModule } from '../event-team/event-team.module';
import { ScoreDataModule } from '../score/score-data.module';
import { TournamentModule } from '../tournament/tournament.module';
import { CheckInEventsModule } from './check-in-events.module';
import { inviteCodeGeneratorProvider } from './invite-code.provider';
import { JoinChecks } from './join-checks';
import { PlayerController } from './player.controller';
import { PlayerService } from './player.service';
import { RosterService } from './roster.service';
import { StartsController } from './starts/starts.controller';
import { StartsRepository } from './starts/starts.repository';
import { StartsService } from './starts/starts.service';
import { TeamController } from './team.controller';
import { TeamLookup } from './team-lookup';
import { TeamPeopleRepository } from './team-people.repository';
import { TeamPeopleService } from './team-people.service';
import { TeamProgressReader } from './team-progress.reader';
import { TeamReader } from './team.reader';
import { TeamRepository } from './team.repository';
import { TeamService } from './team.service';
import { TeamTransaction } from './team-transaction';

@Module({
  imports: [TournamentModule, CourseModule, ScoreDataModule, EventTeamModule, CheckInEventsModule],
  controllers: [TeamController, PlayerController, StartsController],
  providers: [
    TeamService,
    RosterService,
    PlayerService,
    TeamLookup,
    TeamReader,
    TeamRepository,
    TeamProgressReader,
    TeamTransaction,
    JoinChecks,
    inviteCodeGeneratorProvider,
    TeamPeopleRepository,
    TeamPeopleService,
    StartsService,
    StartsRepository,
  ],
  exports: [TeamService, JoinChecks, TeamPeopleService, StartsService],
})
export class TeamModule {}
