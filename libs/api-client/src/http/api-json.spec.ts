import { z } from 'zod';
import { apiJson } from './api-json';
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
