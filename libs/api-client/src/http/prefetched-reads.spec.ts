import { apiFetch } from './api-fetch';
import { ApiError } from './api-error';
import { setAuthTokenProvider } from './auth-token-provider';
import { renderHook } from '@testing-library/react';
import { useTournament } from '../tournaments/get-tournament';
import { queryWrapper } from '../testing/query-wrapper';
import { sampleTournament } from '../testing/sample-data';
import { prefetchedJson, prefetchedReadsSettled, prefetchRead } from './prefetched-reads';
import { fakeResponse, mockFetch } from '../testing/fake-fetch';

afterEach(() => setAuthTokenProvider(null));

const body = (response: Response) => response.text();

describe('reads prefetched by the page before the app loaded', () => {
  it('answers the first GET of the same path from the prefetch, and the next one from the API', async () => {
    const fetch = mockFetch().mockResolvedValueOnce(fakeResponse(200, '"prefetched"')).mockResolvedValue(fakeResponse(200, '"fresh"'));
    prefetchRead('/api/tournaments/t-1');

    expect(await body(await apiFetch('/api/tournaments/t-1'))).toBe('"prefetched"');
    expect(await body(await apiFetch('/api/tournaments/t-1'))).toBe('"fresh"');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('settles the wait for the prefetched reads once each answer has been read, a failed one too', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch()
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    prefetchRead('/api/tournaments/t-settle');
    prefetchRead('/api/tournaments/t-settle/activity');
    let settled = false;
    void prefetchedReadsSettled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    answer(fakeResponse(200, '{"name":"Spring Classic"}'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
    expect(prefetchedJson('/api/tournaments/t-settle')?.data).toEqual({ name: 'Spring Classic' });
  });

  it('never hands a prefetch to a write or to another path', async () => {
    const fetch = mockFetch().mockResolvedValueOnce(fakeResponse(200, '"prefetched"')).mockResolvedValue(fakeResponse(200, '"fresh"'));
    prefetchRead('/api/tournaments/t-2');

    expect(await body(await apiFetch('/api/tournaments/t-2', { method: 'PATCH', json: { name: 'x' } }))).toBe('"fresh"');
    expect(await body(await apiFetch('/api/tournaments/t-3'))).toBe('"fresh"');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("lets a visitor's first frame show their own answer, and asks again once they have signed in", async () => {
    const fetch = mockFetch().mockResolvedValueOnce(fakeResponse(200, '"visitor view"')).mockResolvedValue(fakeResponse(200, '"member view"'));
    prefetchRead('/api/tournaments/t-visitor', { anonymous: true, visitor: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetchedJson('/api/tournaments/t-visitor')?.data).toBe('visitor view');
    setAuthTokenProvider(() => 'token');

    expect(await body(await apiFetch('/api/tournaments/t-visitor'))).toBe('"member view"');
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('asks again with the token when the prefetch was anonymous and someone is signed in', async () => {
    const fetch = mockFetch().mockResolvedValueOnce(fakeResponse(200, '"visitor view"')).mockResolvedValue(fakeResponse(200, '"member view"'));
    prefetchRead('/api/tournaments/t-4/teams', { anonymous: true });
    setAuthTokenProvider(() => 'token');

    expect(await body(await apiFetch('/api/tournaments/t-4/teams'))).toBe('"member view"');
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('asks again when the prefetch failed on the network or met a server error', async () => {
    mockFetch()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(fakeResponse(503, 'busy'))
      .mockResolvedValue(fakeResponse(200, '"fresh"'));
    prefetchRead('/api/a');
    prefetchRead('/api/b');

    expect(await body(await apiFetch('/api/a'))).toBe('"fresh"');
    expect(await body(await apiFetch('/api/b'))).toBe('"fresh"');
  });

  it('keeps a 404 from the prefetch: the answer would be the same', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(404, { statusCode: 404, error: 'Not Found', message: 'Tournament Not Found' }));
    prefetchRead('/api/tournaments/gone');

    await expect(apiFetch('/api/tournaments/gone')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("renders a page's first frame from a prefetched answer already in hand, and still asks the API nothing more", async () => {
    const tournament = sampleTournament({ id: 't-5' });
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, tournament));
    prefetchRead('/api/tournaments/t-5');
    await new Promise((resolve) => setTimeout(resolve, 0));

    const first = renderHook(() => useTournament('t-5'), { wrapper: queryWrapper() });
    expect(first.result.current.data).toEqual(tournament);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('offers no first frame from an anonymous (personal) read, a failed one, or one not arrived yet', async () => {
    mockFetch()
      .mockResolvedValueOnce(fakeResponse(200, '"visitor view"'))
      .mockResolvedValueOnce(fakeResponse(503, 'busy'))
      .mockReturnValueOnce(new Promise(() => undefined));
    prefetchRead('/api/tournaments/t-6/teams', { anonymous: true });
    prefetchRead('/api/tournaments/t-7');
    prefetchRead('/api/tournaments/t-8');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(prefetchedJson('/api/tournaments/t-6/teams')).toBeUndefined();
    expect(prefetchedJson('/api/tournaments/t-7')).toBeUndefined();
    expect(prefetchedJson('/api/tournaments/t-8')).toBeUndefined();
  });
});
