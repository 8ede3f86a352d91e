import { Module } from '@nestjs/common';
import { ActiveTournamentService } from './active-tournament.service';
import { LeaderboardController } from './leaderboard.controller';
import { LeaderboardService } from './leaderboard.service';

@Module({
  controllers: [LeaderboardController],
  providers: [LeaderboardService, ActiveTournamentService],
  exports: [ActiveTournamentService, LeaderboardService],
})
export class LeaderboardModule {}
