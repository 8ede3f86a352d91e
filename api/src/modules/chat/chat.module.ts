import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { TournamentModule } from '../tournament/tournament.module';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { LiveAnswersService } from './live/live-answers.service';
import { LiveTournamentsReader } from './live/live-tournaments.reader';

@Module({
  imports: [TournamentModule, LeaderboardModule],
  controllers: [ChatController],
  providers: [ChatService, LiveAnswersService, LiveTournamentsReader],
})
export class ChatModule {}
