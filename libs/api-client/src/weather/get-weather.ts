import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeatherResponse } from '@fairway/contracts/weather';
import { apiJson, trusted } from '../http/api-json';
import { cachePolicy } from '../query/cache-policy';

export const weatherPath = '/api/weather';

export interface WeatherCoordinates {
  lat: number;
  lon: number;
}

// About a kilometre: the same weather, fewer cache entries, and no exact position leaves the phone.
function rounded(coordinates: WeatherCoordinates): WeatherCoordinates {
  return { lat: Math.round(coordinates.lat * 100) / 100, lon: Math.round(coordinates.lon * 100) / 100 };
}

/** GET /api/weather?lat=&lon=, or without a query (the server's default location) when there are no coordinates. */
export function weatherUrl(coordinates?: WeatherCoordinates | null): string {
  if (!coordinates) return weatherPath;
  const { lat, lon } = rounded(coordinates);
  return `${weatherPath}?${new URLSearchParams({ lat: String(lat), lon: String(lon) })}`;
}

export function getWeather(coordinates?: WeatherCoordinates | null): Promise<WeatherResponse> {
  return apiJson(weatherUrl(coordinates), trusted<WeatherResponse>());
}

/** Current weather and golf conditions; stale after 4 minutes and refetched every 5. */
export function weatherQueryOptions(coordinates?: WeatherCoordinates | null) {
  const key = coordinates ? rounded(coordinates) : null;
  return queryOptions({ queryKey: [weatherPath, key], queryFn: () => getWeather(key), ...cachePolicy.weather });
}

/** `enabled: false` holds the request back, e.g. while the browser is still asking for the location. */
export function useWeather(coordinates?: WeatherCoordinates | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...weatherQueryOptions(coordinates), enabled: options.enabled ?? true });
}
