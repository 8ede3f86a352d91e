import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { OPEN_METEO_CURRENT_VARIABLES, openMeteoForecast, type OpenMeteoCurrent } from './open-meteo.schema';
import type { Coordinates } from './weather-location';
import { weatherUnavailable } from './weather.exception';

// The whole exchange (connect, headers, body) must end well inside the 5 s the route promises.
export const UPSTREAM_TIMEOUT_MS = 4_000;

/** Asks an Open-Meteo-compatible forecast endpoint for the current conditions at a point. */
@Injectable()
export class OpenMeteoClient {
  private readonly logger = new Logger(OpenMeteoClient.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async current({ latitude, longitude }: Coordinates): Promise<OpenMeteoCurrent> {
    const url = new URL(this.config.WEATHER_API_URL);
    url.searchParams.set('latitude', String(latitude));
    url.searchParams.set('longitude', String(longitude));
    url.searchParams.set('current', OPEN_METEO_CURRENT_VARIABLES.join(','));
    url.searchParams.set('temperature_unit', 'fahrenheit');
    url.searchParams.set('wind_speed_unit', 'mph');
    url.searchParams.set('timezone', 'auto');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`upstream answered ${response.status}`);
      return openMeteoForecast.parse(await response.json()).current;
    } catch (error) {
      this.logger.warn(`Weather upstream failed for ${latitude},${longitude}: ${error instanceof Error ? error.message : String(error)}`);
      throw weatherUnavailable();
    }
  }
}
