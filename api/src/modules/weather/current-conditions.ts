import type { GolfConditions, WeatherReport } from '@fairway/contracts';
import { golfConditions } from '@fairway/golf';
import type { OpenMeteoCurrent } from './open-meteo.schema';
import { toWeatherReport } from './weather.mapper';

/** A weather response before the location name is added: what the cache keeps per rounded location. */
export interface CurrentConditions {
  weather: Omit<WeatherReport, 'location'>;
  golfConditions: GolfConditions;
}

const SECONDS_PER_HOUR = 3600;

/** Open-Meteo sums precipitation (mm) over the current interval; golfConditions wants a rate per hour. */
function precipitationPerHour(current: OpenMeteoCurrent): number | null {
  if (current.precipitation == null) return null;
  return (current.precipitation * SECONDS_PER_HOUR) / (current.interval ?? SECONDS_PER_HOUR);
}

export function currentConditions(current: OpenMeteoCurrent): CurrentConditions {
  const weather = toWeatherReport(current);
  return {
    weather,
    golfConditions: golfConditions({ ...weather, precipitationMmPerHour: precipitationPerHour(current) }),
  };
}
