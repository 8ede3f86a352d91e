import { z } from 'zod';
import { messages } from './messages';

export const weatherReport = z.object({
  condition: z.string(),
  description: z.string(),
  /** Degrees Fahrenheit. */
  temperature: z.number(),
  /** Miles per hour. */
  windSpeed: z.number().nonnegative(),
  /** Degrees, 0-360, where the wind comes from. */
  windDirection: z.number().min(0).max(360),
  /** Percent. */
  humidity: z.number().min(0).max(100),
  /** Miles. */
  visibility: z.number().nonnegative(),
  uvIndex: z.number().nonnegative(),
  location: z.string(),
  icon: z.string(),
});
export type WeatherReport = z.infer<typeof weatherReport>;

export const playabilities = ['excellent', 'good', 'fair', 'challenging', 'suspended'] as const;
export const playability = z.enum(playabilities);
export type Playability = z.infer<typeof playability>;

export const golfConditions = z.object({
  playability,
  windEffect: z.string(),
  temperatureComfort: z.string(),
  recommendation: z.string(),
});
export type GolfConditions = z.infer<typeof golfConditions>;

export const weatherResponse = z.object({ weather: weatherReport, golfConditions });
export type WeatherResponse = z.infer<typeof weatherResponse>;

function coordinate(limit: number, message: string) {
  const blankAsMissing = (input: unknown) => (typeof input === 'string' && input.trim() === '' ? undefined : input);
  return z.preprocess(blankAsMissing, z.coerce.number({ error: message }).min(-limit, message).max(limit, message).optional());
}

/** Query of GET /api/weather: both lat and lon, or neither (the server then uses its default location). */
export const weatherQuery = z
  .object({
    lat: coordinate(90, messages.weather.latitudeRange),
    lon: coordinate(180, messages.weather.longitudeRange),
  })
  .refine(({ lat, lon }) => (lat === undefined) === (lon === undefined), { error: messages.weather.bothCoordinates });
export type WeatherQuery = z.infer<typeof weatherQuery>;
