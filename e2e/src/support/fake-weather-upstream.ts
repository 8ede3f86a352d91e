// A stand-in for Open-Meteo, so the API's weather route answers without the internet and with known values.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What every forecast request gets (units as the API asks: Fahrenheit, mph, metres). */
export const fakeWeatherReading = {
  interval: 900,
  temperature_2m: 88.2,
  relative_humidity_2m: 41,
  weather_code: 1,
  wind_speed_10m: 12.4,
  wind_direction_10m: 200,
  visibility: 16_000,
  uv_index: 7,
  precipitation: 0,
  is_day: 1,
};

/** How the weather card shows the reading above. */
export const fakeWeatherShown = { temperature: '88°F', band: 'red', wind: '12 mph SSW', description: 'Mainly clear' };

export async function startFakeWeatherUpstream(): Promise<{ url: string; requests: string[]; stop: () => Promise<void> }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ latitude: 0, longitude: 0, current: fakeWeatherReading }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/forecast`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
