import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { DestinationStream } from 'pino';
import { AuthModule } from './common/auth/auth.module';
import { DrainModule } from './common/drain/drain.module';
import { LimitsModule } from './common/limits/limits.module';
import { ObservabilityModule } from './common/observability/observability.module';
import { SharedRedisModule } from './common/redis/shared-redis.module';
import { ApiExceptionFilter } from './common/filters/api-exception.filter';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/env.schema';
import { DatabaseModule } from './database/database.module';
import { FundraisingModule } from './modules/fundraising/fundraising.module';
import { AuctionModule } from './modules/auction/auction.module';
import { AwardsModule } from './modules/awards/awards.module';
import { ChatModule } from './modules/chat/chat.module';
import { ContestModule } from './modules/contest/contest.module';
import { CourseModule } from './modules/course/course.module';
import { EventTeamModule } from './modules/event-team/event-team.module';
import { EventTeamMembersModule } from './modules/event-team/event-team-members.module';
import { EventsModule } from './modules/events/events.module';
import { HealthModule } from './modules/health/health.module';
import { IdentityModule } from './modules/identity/identity.module';
import { LeaderboardModule } from './modules/leaderboard/leaderboard.module';
import { MailModule } from './modules/mail/mail.module';
import { MatchPairingModule } from './modules/match-pairing/match-pairing.module';
import { MessagesModule } from './modules/messages/messages.module';
import { OrganisationModule } from './modules/organisation/organisation.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { PrintModule } from './modules/print/print.module';
import { RegistrationModule } from './modules/registration/registration.module';
import { ScoreModule } from './modules/score/score.module';
import { SkinsModule } from './modules/skins/skins.module';
import { TeamModule } from './modules/team/team.module';
import { TournamentModule } from './modules/tournament/tournament.module';
import { WeatherModule } from './modules/weather/weather.module';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  /** Where the JSON log lines go (standard output unless a test reads them). */
  logDestination?: DestinationStream;
  /** Extra feature modules mounted beside ours (tests mount probe controllers this way). */
  extraModules?: Type[];
}

@Module({})
export class AppModule {
  static register({ config, databaseUrl, extraModules = [] }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl, {
          connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
        }),
        DrainModule,
        SharedRedisModule,
        ObservabilityModule,
        AuthModule,
        LimitsModule,
        HealthModule,
        IdentityModule,
        CourseModule,
        TournamentModule,
        PaymentsModule,
        MailModule,
        FundraisingModule,
        RegistrationModule,
        EventTeamModule,
        EventTeamMembersModule,
        TeamModule,
        ScoreModule,
        LeaderboardModule,
        WeatherModule,
        ChatModule,
        EventsModule,
        MatchPairingModule,
        ContestModule,
        SkinsModule,
        AwardsModule,
        OrganisationModule,
        AuctionModule,
        MessagesModule,
        PrintModule,
        ...extraModules,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
