import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CourseModule } from '../course/course.module';
import { HiddenHolesModule } from '../hidden-holes/hidden-holes.module';
import { MatchPairingModule } from '../match-pairing/match-pairing.module';
import { ScoreDataModule } from '../score/score-data.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { LeaderboardController } from './leaderboard.controller';
import { LeaderboardService } from './leaderboard.service';
import { BoardVersions } from './board-versions';
import { LiveBoardCache } from './live-board.cache';
import { WrittenBeforeAnswerInterceptor } from './written-before-answer.interceptor';

@Module({
  imports: [TournamentModule, CourseModule, TeamModule, ScoreDataModule, MatchPairingModule, HiddenHolesModule],
  controllers: [LeaderboardController],
  providers: [LeaderboardService, BoardVersions, LiveBoardCache, { provide: APP_INTERCEPTOR, useClass: WrittenBeforeAnswerInterceptor }],
  exports: [LeaderboardService, BoardVersions, LiveBoardCache],
})
export class LeaderboardModule {}
