import { Module } from '@nestjs/common';
import { CourseModule } from '../course/course.module';
import { TournamentModule } from '../tournament/tournament.module';
import { CurrentConditionsCache } from './current-conditions.cache';
import { OpenMeteoClient } from './open-meteo.client';
import { WeatherLocationService } from './weather-location.service';
import { WeatherController } from './weather.controller';
import { WeatherService } from './weather.service';

@Module({
  imports: [TournamentModule, CourseModule],
  controllers: [WeatherController],
  providers: [WeatherService, WeatherLocationService, CurrentConditionsCache, OpenMeteoClient],
  exports: [WeatherService],
})
export class WeatherModule {}
