import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { CurrentConditionsCache } from './current-conditions.cache';
import { OpenMeteoClient } from './open-meteo.client';
import { WeatherLocationService } from './weather-location.service';
import { WeatherController } from './weather.controller';
import { WeatherService } from './weather.service';

@Module({
  imports: [LeaderboardModule],
  controllers: [WeatherController],
  providers: [WeatherService, WeatherLocationService, CurrentConditionsCache, OpenMeteoClient],
})
export class WeatherModule {}
