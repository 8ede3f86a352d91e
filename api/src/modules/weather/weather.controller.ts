import { Controller, Get, Query } from '@nestjs/common';
import { weatherQuery, type WeatherQuery, type WeatherResponse } from '@fairway/contracts';
import { Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { WeatherService } from './weather.service';

@Public()
@Controller('weather')
export class WeatherController {
  constructor(private readonly weatherService: WeatherService) {}

  /** Both lat and lon, or neither (then the active tournament's course, else Pebble Beach). */
  @Get()
  weather(@Query(new ZodValidationPipe(weatherQuery)) query: WeatherQuery): Promise<WeatherResponse> {
    return this.weatherService.weather(query);
  }
}
