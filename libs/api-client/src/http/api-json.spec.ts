import { z } from 'zod';
import { apiJson, apiJsonOrNullWhenUnauthorized } from './api-json';
import { fakeResponse, mockFetch } from '../testing/fake-fetch';

const greeting = z.object({ text: z.string() });

describe('apiJson', () => {
  it('returns the reply parsed by its schema', async () => {
    mockFetch().mockResolvedValue(fakeResponse(200, { text: 'hi', extra: true }));
    await expect(apiJson('/api/greeting', greeting)).resolves.toEqual({ text: 'hi' });
  });

  it('refuses a reply that does not match the contract', async () => {
    mockFetch().mockResolvedValue(fakeResponse(200, { text: 42 }));
    await expect(apiJson('/api/greeting', greeting)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('hands an empty reply (204) to the schema as undefined', async () => {
    mockFetch().mockResolvedValue(fakeResponse(204));
    await expect(apiJson('/api/thing', z.undefined())).resolves.toBeUndefined();
  });
});

describe('apiJsonOrNullWhenUnauthorized', () => {
  it('yields null on 401', async () => {
    mockFetch().mockResolvedValue(fakeResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in' }));
    await expect(apiJsonOrNullWhenUnauthorized('/api/me', greeting)).resolves.toBeNull();
  });

  it('still throws other failures', async () => {
    mockFetch().mockResolvedValue(fakeResponse(403, 'nope', 'Forbidden'));
    await expect(apiJsonOrNullWhenUnauthorized('/api/me', greeting)).rejects.toThrow('403: nope');
  });
});
