import { weatherQuery, weatherResponse } from '@fairway/contracts';
import type { OpenApiRoute } from '../openapi-route';

export const weatherRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/weather',
    tag: 'Weather',
    summary: 'Current weather with playability advice',
    description: "Send both lat and lon, or neither for the active tournament's course.",
    access: 'public',
    query: weatherQuery,
    success: [{ status: 200, description: 'Weather and golf conditions', body: { name: 'WeatherResponse', schema: weatherResponse } }],
    extraErrors: [503],
  },
];
