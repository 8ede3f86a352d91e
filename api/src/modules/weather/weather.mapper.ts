import type { WeatherReport } from '@fairway/contracts';
import type { OpenMeteoCurrent } from './open-meteo.schema';
import { describeWeatherCode } from './wmo-weather-code';

const METRES_PER_MILE = 1609.344;
// Visibility and UV are not reported by every weather model; 10 mi is the conventional "unlimited".
const UNREPORTED_VISIBILITY_MILES = 10;

const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The current conditions as the Weather contract has them, without the location name. */
export function toWeatherReport(current: OpenMeteoCurrent): Omit<WeatherReport, 'location'> {
  const meaning = describeWeatherCode(current.weather_code, current.is_day !== 0);
  const visibility = current.visibility == null ? UNREPORTED_VISIBILITY_MILES : current.visibility / METRES_PER_MILE;
  return {
    ...meaning,
    temperature: Math.round(current.temperature_2m),
    windSpeed: Math.round(Math.max(0, current.wind_speed_10m)),
    windDirection: Math.round(clamp(current.wind_direction_10m, 0, 360)),
    humidity: Math.round(clamp(current.relative_humidity_2m, 0, 100)),
    visibility: roundTo(Math.max(0, visibility), 1),
    uvIndex: roundTo(Math.max(0, current.uv_index ?? 0), 1),
  };
}
