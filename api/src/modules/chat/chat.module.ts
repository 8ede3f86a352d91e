import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { TournamentModule } from '../tournament/tournament.module';
import { chatRateLimit } from './chat-rate-limit.guard';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { LiveAnswersService } from './live/live-answers.service';
import { LiveTournamentsReader } from './live/live-tournaments.reader';

@Module({
  imports: [ThrottlerModule.forRoot({ throttlers: [chatRateLimit] }), TournamentModule, LeaderboardModule],
  controllers: [ChatController],
  providers: [ChatService, LiveAnswersService, LiveTournamentsReader],
})
export class ChatModule {}
