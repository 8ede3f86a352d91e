import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { AuctionModule } from '../auction/auction.module';
import { AwardsModule } from '../awards/awards.module';
import { ContestModule } from '../contest/contest.module';
import { HiddenHolesModule } from '../hidden-holes/hidden-holes.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { ScoreModule } from '../score/score.module';
import { TournamentModule } from '../tournament/tournament.module';
import { ActivityRepository } from './activity.repository';
import { ActivityService } from './activity.service';
import { EVENT_BUS } from './event-bus';
import { EventHub } from './event-hub.service';
import { EventIdsRepository } from './event-ids.repository';
import { EventPublisher } from './event-publisher.service';
import { EventsController } from './events.controller';
import { EventsMetrics } from './events-metrics';
import { LiveEventBuilder } from './live-event.builder';
import { LocalEventBus } from './local-event-bus';
import { RedisEventBus } from './redis-event-bus';

/** The live event stream: writes publish after commit, every replica's streams receive (Redis when REDIS_URL is set). */
@Module({
  imports: [TournamentModule, LeaderboardModule, ScoreModule, ContestModule, AwardsModule, HiddenHolesModule, AuctionModule],
  controllers: [EventsController],
  providers: [
    {
      provide: EVENT_BUS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.REDIS_URL ? new RedisEventBus(config.REDIS_URL) : new LocalEventBus()),
    },
    ActivityService,
    ActivityRepository,
    EventIdsRepository,
    LiveEventBuilder,
    EventHub,
    EventPublisher,
    EventsMetrics,
  ],
  exports: [EventHub, EventPublisher],
})
export class EventsModule {}
