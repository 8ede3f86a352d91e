import { z } from 'zod';

/** The variables asked for in `current` (units: Fahrenheit, mph; visibility is always metres). */
export const OPEN_METEO_CURRENT_VARIABLES = [
  'temperature_2m',
  'relative_humidity_2m',
  'weather_code',
  'wind_speed_10m',
  'wind_direction_10m',
  'visibility',
  'uv_index',
  'precipitation',
  'is_day',
] as const;

const reading = z.number().finite();
const optionalReading = reading.nullish();

/** The part of an Open-Meteo forecast response the weather route reads; anything else is ignored. */
export const openMeteoForecast = z.object({
  current: z.object({
    /** Seconds the current values cover (precipitation is summed over it). */
    interval: reading.positive().nullish(),
    temperature_2m: reading,
    relative_humidity_2m: reading,
    weather_code: z.number().int(),
    wind_speed_10m: reading,
    wind_direction_10m: reading,
    visibility: optionalReading,
    uv_index: optionalReading,
    precipitation: optionalReading,
    is_day: optionalReading,
  }),
});
export type OpenMeteoForecast = z.infer<typeof openMeteoForecast>;
export type OpenMeteoCurrent = OpenMeteoForecast['current'];
