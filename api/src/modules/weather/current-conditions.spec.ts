import type { OpenMeteoCurrent } from './open-meteo.schema';
import { currentConditions } from './current-conditions';

const mild: OpenMeteoCurrent = {
  interval: 900,
  temperature_2m: 71.6,
  relative_humidity_2m: 48,
  weather_code: 1,
  wind_speed_10m: 6.4,
  wind_direction_10m: 275,
  visibility: 24_140,
  uv_index: 5.25,
  precipitation: 0,
  is_day: 1,
};

describe('currentConditions', () => {
  it('reports F, mph, degrees, % and miles', () => {
    expect(currentConditions(mild).weather).toEqual({
      condition: 'Clear',
      description: 'Mainly clear',
      icon: 'clear-day',
      temperature: 72,
      windSpeed: 6,
      windDirection: 275,
      humidity: 48,
      visibility: 15,
      uvIndex: 5.3,
    });
  });

  it('falls back to 10 miles and UV 0 when the model reports neither', () => {
    const weather = currentConditions({ ...mild, visibility: null, uv_index: undefined }).weather;
    expect(weather).toMatchObject({ visibility: 10, uvIndex: 0 });
  });

  it('judges playability from the reading', () => {
    expect(currentConditions(mild).golfConditions.playability).toBe('excellent');
    expect(currentConditions({ ...mild, wind_speed_10m: 45 }).golfConditions.playability).toBe('suspended');
  });

  it('turns precipitation summed over a 15-minute interval into a rate per hour', () => {
    // 2 mm in 15 min is 8 mm/h: heavy rain, even with a drizzle code.
    const heavy = currentConditions({ ...mild, weather_code: 51, precipitation: 2 }).golfConditions;
    const light = currentConditions({ ...mild, weather_code: 51, precipitation: 2, interval: 3600 }).golfConditions;
    expect(heavy.playability).toBe('challenging');
    expect(light.playability).not.toBe('challenging');
  });
});
