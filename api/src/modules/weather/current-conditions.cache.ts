import { Inject, Injectable, Optional } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { currentConditions, type CurrentConditions } from './current-conditions';
import { OpenMeteoClient } from './open-meteo.client';
import { coordinatesKey, roundCoordinates, type Coordinates } from './weather-location';
import { weatherUnavailable } from './weather.exception';

export const WEATHER_CACHE_TTL_MS = 5 * 60_000;
const MAX_CACHED_LOCATIONS = 1_000;

/** Overrides the cache's clock (tests); production uses performance.now(). */
export const WEATHER_CACHE_CLOCK = Symbol('WEATHER_CACHE_CLOCK');
export interface CacheClock {
  now(): number;
}

/**
 * Current conditions per location rounded to 2 decimals, kept 5 minutes. Concurrent requests for one
 * location share a single upstream call; a failed call is not cached, so the next request retries.
 */
@Injectable()
export class CurrentConditionsCache {
  private readonly cache: LRUCache<string, CurrentConditions, Coordinates>;

  constructor(client: OpenMeteoClient, @Optional() @Inject(WEATHER_CACHE_CLOCK) clock?: CacheClock) {
    this.cache = new LRUCache<string, CurrentConditions, Coordinates>({
      max: MAX_CACHED_LOCATIONS,
      ttl: WEATHER_CACHE_TTL_MS,
      ttlResolution: 0,
      ...(clock ? { perf: clock } : {}),
      fetchMethod: async (_key, _stale, { context }) => currentConditions(await client.current(context)),
    });
  }

  async get(coordinates: Coordinates): Promise<CurrentConditions> {
    const conditions = await this.cache.fetch(coordinatesKey(coordinates), { context: roundCoordinates(coordinates) });
    if (!conditions) throw weatherUnavailable();
    return conditions;
  }
}
