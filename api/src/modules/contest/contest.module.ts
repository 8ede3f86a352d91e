import { Module } from '@nestjs/common';
import { EventTeamModule } from '../event-team/event-team.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { ContestController } from './contest.controller';
import { ContestRepository } from './contest.repository';
import { ContestService } from './contest.service';
import { ContestCopyRepository } from './contest-copy.repository';
import { ContestCopyService } from './contest-copy.service';
import { ContestEntryController } from './contest-entry.controller';
import { ContestEntryService } from './contest-entry.service';
import { ContestStationController } from './contest-station.controller';
import { ContestStationRepository } from './contest-station.repository';
import { ContestStationService } from './contest-station.service';
import { MyStationsController } from './my-stations.controller';
import { MyStationsService } from './my-stations.service';
import { StationLinkController } from './station-link.controller';
import { StationTokenGuard } from './station-token.guard';

/** On-course contests: contest holes, station links for volunteers, entries with their trail, leaders. */
@Module({
  imports: [TournamentModule, TeamModule, EventTeamModule],
  controllers: [ContestController, ContestEntryController, ContestStationController, StationLinkController, MyStationsController],
  providers: [
    ContestService,
    ContestEntryService,
    ContestStationService,
    MyStationsService,
    StationTokenGuard,
    ContestRepository,
    ContestStationRepository,
    ContestCopyRepository,
    ContestCopyService,
  ],
  exports: [ContestService, ContestCopyService],
})
export class ContestModule {}
