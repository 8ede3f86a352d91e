import { Injectable } from '@nestjs/common';
import type { WeatherQuery, WeatherResponse } from '@fairway/contracts';
import { CurrentConditionsCache } from './current-conditions.cache';
import { WeatherLocationService } from './weather-location.service';

@Injectable()
export class WeatherService {
  constructor(
    private readonly locations: WeatherLocationService,
    private readonly conditions: CurrentConditionsCache,
  ) {}

  async weather(query: WeatherQuery): Promise<WeatherResponse> {
    const location = await this.locations.resolve(query);
    const { weather, golfConditions } = await this.conditions.get(location);
    return { weather: { ...weather, location: location.name }, golfConditions };
  }
}
