import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { EventTeamModule } from '../event-team/event-team.module';
import { HiddenHolesModule } from '../hidden-holes/hidden-holes.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { ScoreDataModule } from '../score/score-data.module';
import { SkinsModule } from '../skins/skins.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { AwardsController } from './awards.controller';
import { AwardsRepository } from './awards.repository';
import { AwardsService } from './awards.service';
import { ScoringClosedListeners } from './scoring-closed-listeners';

/** Closing scoring, hiding the last holes until the ceremony, the award list and the MC's reveal. */
@Module({
  imports: [TournamentModule, LeaderboardModule, ContestModule, SkinsModule, HiddenHolesModule, ScoreDataModule, TeamModule, EventTeamModule],
  controllers: [AwardsController],
  providers: [AwardsService, AwardsRepository, ScoringClosedListeners],
  exports: [AwardsService, ScoringClosedListeners],
})
export class AwardsModule {}
