import { Module } from '@nestjs/common';
import { CourseModule } from '../course/course.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { TeamModule } from '../team/team.module';
import { TournamentModule } from '../tournament/tournament.module';
import { WeatherModule } from '../weather/weather.module';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { ChatFactsReader } from './facts/chat-facts.reader';
import { ChatCompletionsClient } from './llm/chat-completions.client';

@Module({
  imports: [TournamentModule, LeaderboardModule, CourseModule, TeamModule, WeatherModule],
  controllers: [ChatController],
  providers: [ChatService, ChatFactsReader, ChatCompletionsClient],
})
export class ChatModule {}
