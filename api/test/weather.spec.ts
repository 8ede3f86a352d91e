import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBody, messages, weatherResponse } from '@fairway/contracts';
import { golfConditions } from '@fairway/golf';
import request from 'supertest';
import { CourseEntity } from '../src/modules/course/course.entity';
import { fixtures, todayIso } from './support/fixtures';
import { freePort } from './support/free-port';
import { startTestApp, type TestApp } from './support/test-app';

type UpstreamMode = 'ok' | 'hang' | 'error' | 'garbage';

/** A local stand-in for Open-Meteo: counts calls, remembers their queries, can answer badly or never. */
async function startFakeUpstream() {
  const state = { mode: 'ok' as UpstreamMode, calls: [] as URLSearchParams[], weatherCode: 2 };
  const respond = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    state.calls.push(url.searchParams);
    if (state.mode === 'hang') return;
    if (state.mode === 'error') return void res.writeHead(500).end('{"error":true,"reason":"boom"}');
    if (state.mode === 'garbage') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"current":{"temperature_2m":"hot"}}');
    const latitude = Number(url.searchParams.get('latitude'));
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        latitude,
        longitude: Number(url.searchParams.get('longitude')),
        current: {
          time: '2026-06-01T10:00',
          interval: 900,
          // The temperature follows the latitude so a test can tell which location was asked for.
          temperature_2m: 30 + latitude,
          relative_humidity_2m: 61,
          weather_code: state.weatherCode,
          wind_speed_10m: 8.6,
          wind_direction_10m: 290,
          visibility: 16_093.44,
          uv_index: 4.04,
          precipitation: 0,
          is_day: 1,
        },
      }),
    );
  };
  const server: Server = createServer(respond);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}/v1/forecast`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

interface WeatherApp {
  testApp: TestApp;
  upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  close: () => Promise<void>;
}

/** The API pointed at a fake forecast upstream on loopback. */
async function startWeatherApp(): Promise<WeatherApp> {
  const upstream = await startFakeUpstream();
  const testApp = await startTestApp({ env: { WEATHER_API_URL: upstream.url } });
  return {
    testApp,
    upstream,
    close: async () => {
      await testApp.close();
      await upstream.close();
    },
  };
}

describe('GET /api/weather', () => {
  let weather: WeatherApp;

  beforeAll(async () => {
    weather = await startWeatherApp();
  });

  afterAll(() => weather?.close());

  beforeEach(() => {
    weather.upstream.state.mode = 'ok';
    weather.upstream.state.calls.length = 0;
  });

  const getWeather = (query: Record<string, string | number> = {}) => request(weather.testApp.http).get('/api/weather').query(query);

  it('reports the current weather and golf conditions for the given coordinates', async () => {
    const response = await getWeather({ lat: 40.1234, lon: -74.5 }).expect(200);

    const body = weatherResponse.parse(response.body);
    expect(body.weather).toEqual({
      condition: 'Clouds',
      description: 'Partly cloudy',
      icon: 'partly-cloudy-day',
      temperature: 70,
      windSpeed: 9,
      windDirection: 290,
      humidity: 61,
      visibility: 10,
      uvIndex: 4,
      location: '40.12°N, 74.50°W',
    });
    expect(body.golfConditions).toEqual(golfConditions({ ...body.weather, precipitationMmPerHour: 0 }));
    expect(body.golfConditions.playability).not.toBe('suspended');
    const [asked] = weather.upstream.state.calls;
    expect(Object.fromEntries(asked!)).toMatchObject({
      latitude: '40.12',
      longitude: '-74.5',
      temperature_unit: 'fahrenheit',
      wind_speed_unit: 'mph',
    });
    expect(asked!.get('current')!.split(',')).toEqual(
      expect.arrayContaining(['temperature_2m', 'wind_speed_10m', 'wind_direction_10m', 'relative_humidity_2m', 'visibility', 'weather_code', 'uv_index']),
    );
  });

  it('suspends play in a thunderstorm', async () => {
    weather.upstream.state.weatherCode = 95;
    try {
      const response = await getWeather({ lat: 12, lon: 12 }).expect(200);
      expect(response.body.weather.condition).toBe('Thunderstorm');
      expect(response.body.golfConditions.playability).toBe('suspended');
    } finally {
      weather.upstream.state.weatherCode = 2;
    }
  });

  it('caches each location rounded to 2 decimals: one upstream call for nearby requests', async () => {
    await getWeather({ lat: 51.501, lon: -0.142 }).expect(200);
    await getWeather({ lat: 51.5049, lon: -0.1351 }).expect(200);
    await getWeather({ lat: '51.50', lon: '-0.14' }).expect(200);
    expect(weather.upstream.state.calls).toHaveLength(1);

    await getWeather({ lat: 51.52, lon: -0.14 }).expect(200);
    expect(weather.upstream.state.calls).toHaveLength(2);
  });

  it('answers 503 within 5 seconds when the upstream never answers', async () => {
    weather.upstream.state.mode = 'hang';
    const started = Date.now();

    const response = await getWeather({ lat: 10, lon: 10 }).expect(503);

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errorBody.parse(response.body)).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(response.body.message).toMatch(/weather service is unavailable/i);
  });

  it.each<UpstreamMode>(['error', 'garbage'])('answers 503 when the upstream answers with %s, and does not cache it', async (mode) => {
    weather.upstream.state.mode = mode;
    const location = { lat: mode === 'error' ? 20 : 21, lon: 20 };
    await getWeather(location).expect(503);

    weather.upstream.state.mode = 'ok';
    await getWeather(location).expect(200);
    expect(weather.upstream.state.calls).toHaveLength(2);
  });

  it('answers 503 when the upstream cannot be reached at all', async () => {
    const closedPort = await freePort();
    const unreachable = await startTestApp({ env: { WEATHER_API_URL: `http://127.0.0.1:${closedPort}/v1/forecast` } });
    try {
      const response = await request(unreachable.http).get('/api/weather').query({ lat: 1, lon: 1 }).expect(503);
      expect(response.body.statusCode).toBe(503);
    } finally {
      await unreachable.close();
    }
  });

  it.each([
    [{ lat: 10 }, messages.weather.bothCoordinates],
    [{ lon: 10 }, messages.weather.bothCoordinates],
    [{ lat: 91, lon: 0 }, messages.weather.latitudeRange],
    [{ lat: -90.5, lon: 0 }, messages.weather.latitudeRange],
    [{ lat: 0, lon: 181 }, messages.weather.longitudeRange],
    [{ lat: 'north', lon: 0 }, messages.weather.latitudeRange],
    [{ lat: 0, lon: 'west' }, messages.weather.longitudeRange],
  ])('refuses %p with 400 "%s" and asks no upstream', async (query, message) => {
    const response = await getWeather(query).expect(400);

    expect(errorBody.parse(response.body).details).toContainEqual(expect.objectContaining({ message }));
    expect(weather.upstream.state.calls).toHaveLength(0);
  });

  it('refuses repeated coordinates with 400, never 500', async () => {
    await request(weather.testApp.http).get('/api/weather?lat=1&lat=2&lon=3').expect(400);
  });

  describe('without coordinates', () => {
    const { latitude, longitude } = { latitude: 45.123, longitude: 7.456 };

    it('uses Pebble Beach when no tournament is active', async () => {
      const response = await getWeather().expect(200);

      expect(response.body.weather.location).toBe('Pebble Beach, California');
      expect(weather.upstream.state.calls[0]?.get('latitude')).toBe('36.57');
      expect(weather.upstream.state.calls[0]?.get('longitude')).toBe('-121.95');
    });

    it("uses the active tournament's course location", async () => {
      const { dataSource, tournament } = fixtures(weather.testApp.app);
      const courses = dataSource.getRepository(CourseEntity);
      const course = await courses.save(courses.create({ name: 'Weather Test Links', location: 'Turin, Italy', latitude, longitude }));
      await tournament({ adminUserId: 'someone', courseId: course.id, courseName: course.name, date: todayIso(), status: 'active' });

      const response = await getWeather().expect(200);

      expect(response.body.weather.location).toBe('Weather Test Links, Turin, Italy');
      expect(response.body.weather.temperature).toBe(Math.round(30 + 45.12));
      expect(weather.upstream.state.calls[0]?.get('latitude')).toBe('45.12');
      expect(weather.upstream.state.calls[0]?.get('longitude')).toBe('7.46');
    });
  });
});

describe('GET /api/weather for a tournament linked to its course by name only', () => {
  let weather: WeatherApp;

  beforeAll(async () => {
    weather = await startWeatherApp();
  });

  afterAll(() => weather?.close());

  it('matches the course by name (any case) and still answers from the cache', async () => {
    const { dataSource, tournament } = fixtures(weather.testApp.app);
    const courses = dataSource.getRepository(CourseEntity);
    await courses.save(courses.create({ name: 'Name Match Club', location: 'Perth, Australia', latitude: -31.95, longitude: 115.86 }));
    await tournament({ adminUserId: 'someone', courseId: null, courseName: 'name match CLUB', date: todayIso(), status: 'active' });

    const first = await request(weather.testApp.http).get('/api/weather').expect(200);
    await request(weather.testApp.http).get('/api/weather').query({ lat: -31.951, lon: 115.859 }).expect(200);

    expect(first.body.weather.location).toBe('Name Match Club, Perth, Australia');
    expect(weather.upstream.state.calls).toHaveLength(1);
  });
});
