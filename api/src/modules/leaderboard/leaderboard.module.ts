import { Module } from '@nestjs/common';
import { CourseModule } from '../course/course.module';
import { HiddenHolesModule } from '../hidden-holes/hidden-holes.module';
import { MatchPairingModule } from '../match-pairing/match-pairing.module';
import { ScoreModule } from '../score/score.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { LeaderboardController } from './leaderboard.controller';
import { LeaderboardService } from './leaderboard.service';
import { LiveBoardCache } from './live-board.cache';

@Module({
  imports: [TournamentModule, CourseModule, TeamModule, ScoreModule, MatchPairingModule, HiddenHolesModule],
  controllers: [LeaderboardController],
  providers: [LeaderboardService, LiveBoardCache],
  exports: [LeaderboardService, LiveBoardCache],
})
export class LeaderboardModule {}
