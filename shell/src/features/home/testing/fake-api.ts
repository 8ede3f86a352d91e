import { jest } from '@jest/globals';
import type { Tournament } from '@fairway/contracts';
import { fakeResponse } from '@fairway/api-client/testing';
import { sampleTournament, sampleWeather } from '@fairway/api-client/testing';

export { sampleTournament };

type Answer = Tournament[] | 'pending' | 'error';

/** The API as the home page meets it: today's active tournaments as given, and pleasant weather. */
export function fakeApi(active: Answer) {
  const fetch = jest.fn(async (url: string): Promise<Response> => {
    if (url.startsWith('/api/weather')) return fakeResponse(200, sampleWeather());
    if (url === '/api/tournaments/active') {
      if (active === 'pending') return new Promise<Response>(() => undefined);
      if (active === 'error') return fakeResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Database down' });
      return fakeResponse(200, active);
    }
    return fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `no fake for ${url}` });
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

export function tournamentNamed(name: string, id: string, overrides: Partial<Tournament> = {}): Tournament {
  return sampleTournament({ id, name, ...overrides });
}
