import type { OpenMeteoClient } from './open-meteo.client';
import type { OpenMeteoCurrent } from './open-meteo.schema';
import { CurrentConditionsCache, WEATHER_CACHE_TTL_MS } from './current-conditions.cache';
import { WeatherException } from './weather.exception';
import { weatherUnavailable } from './weather.exception';
import type { Coordinates } from './weather-location';

const reading: OpenMeteoCurrent = {
  temperature_2m: 60,
  relative_humidity_2m: 50,
  weather_code: 3,
  wind_speed_10m: 5,
  wind_direction_10m: 180,
};

function fakeClient(answer: (coordinates: Coordinates) => Promise<OpenMeteoCurrent> = async () => reading) {
  const calls: Coordinates[] = [];
  const client = { current: (coordinates: Coordinates) => (calls.push(coordinates), answer(coordinates)) } as OpenMeteoClient;
  return { client, calls };
}

describe('CurrentConditionsCache', () => {
  let now = 0;
  const clock = { now: () => now };

  beforeEach(() => {
    now = 1_000;
  });

  it('asks the upstream once per location rounded to 2 decimals, with the rounded coordinates', async () => {
    const { client, calls } = fakeClient();
    const cache = new CurrentConditionsCache(client, clock);

    await cache.get({ latitude: 36.56861, longitude: -121.95056 });
    await cache.get({ latitude: 36.5702, longitude: -121.946 });
    await cache.get({ latitude: 40.1, longitude: -74 });

    expect(calls).toEqual([
      { latitude: 36.57, longitude: -121.95 },
      { latitude: 40.1, longitude: -74 },
    ]);
  });

  it('asks again once the 5 minutes have passed', async () => {
    const { client, calls } = fakeClient();
    const cache = new CurrentConditionsCache(client, clock);
    const pebble = { latitude: 36.57, longitude: -121.95 };

    await cache.get(pebble);
    now += WEATHER_CACHE_TTL_MS - 1;
    await cache.get(pebble);
    expect(calls).toHaveLength(1);
    now += 2;
    await cache.get(pebble);
    expect(calls).toHaveLength(2);
  });

  it('shares one upstream call between concurrent requests', async () => {
    const { client, calls } = fakeClient(() => new Promise((resolve) => setTimeout(() => resolve(reading), 20)));
    const cache = new CurrentConditionsCache(client, clock);

    await Promise.all([1, 2, 3].map(() => cache.get({ latitude: 1, longitude: 2 })));

    expect(calls).toHaveLength(1);
  });

  it('does not cache a failure: the next request asks again', async () => {
    let fail = true;
    const { client, calls } = fakeClient(async () => {
      if (fail) throw weatherUnavailable();
      return reading;
    });
    const cache = new CurrentConditionsCache(client, clock);

    await expect(cache.get({ latitude: 1, longitude: 2 })).rejects.toBeInstanceOf(WeatherException);
    fail = false;
    await expect(cache.get({ latitude: 1, longitude: 2 })).resolves.toMatchObject({ weather: { condition: 'Clouds' } });
    expect(calls).toHaveLength(2);
  });
});
