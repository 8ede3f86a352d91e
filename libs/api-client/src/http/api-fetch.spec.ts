import { apiFetch } from './api-fetch';
import { NetworkError } from './network-error';
import { ApiError } from './api-error';
import { setAuthTokenProvider } from './auth-token-provider';
import { fakeResponse, mockFetch, requestOf } from '../testing/fake-fetch';

afterEach(() => setAuthTokenProvider(null));

describe('apiFetch', () => {
  it('includes credentials and sends no Authorization header when nobody is signed in', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200, '[]'));
    await apiFetch('/api/tournaments');
    const { url, init, headers } = requestOf(fetch);
    expect(url).toBe('/api/tournaments');
    expect(init.credentials).toBe('include');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends a JSON body with a JSON content type', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(201, '{}'));
    await apiFetch('/api/scores', { method: 'POST', json: { hole: 3, strokes: 4 } });
    const { init, headers } = requestOf(fetch);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"hole":3,"strokes":4}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves other bodies and their content type alone', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200));
    await apiFetch('/api/x', { method: 'POST', body: 'plain', headers: { 'Content-Type': 'text/plain' } });
    expect(requestOf(fetch).init.body).toBe('plain');
    expect(requestOf(fetch).headers.get('Content-Type')).toBe('text/plain');
  });

  it('attaches a fresh token from the registered provider to every request', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200));
    let issued = 0;
    setAuthTokenProvider(async () => `token-${++issued}`);
    await apiFetch('/api/a');
    await apiFetch('/api/b');
    expect(requestOf(fetch, 0).headers.get('Authorization')).toBe('Bearer token-1');
    expect(requestOf(fetch, 1).headers.get('Authorization')).toBe('Bearer token-2');
  });

  it('sends no token when the provider reports nobody signed in', async () => {
    const fetch = mockFetch().mockResolvedValue(fakeResponse(200));
    setAuthTokenProvider(() => null);
    await apiFetch('/api/a');
    expect(requestOf(fetch).headers.has('Authorization')).toBe(false);
  });

  it('throws "<status>: <body text>" with the parsed error body for a non-OK answer', async () => {
    const body = { statusCode: 404, error: 'Not Found', message: 'Tournament Not Found' };
    mockFetch().mockResolvedValue(fakeResponse(404, body, 'Not Found'));
    const error = await apiFetch('/api/tournaments/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: `404: ${JSON.stringify(body)}`, serverMessage: 'Tournament Not Found', body });
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch().mockResolvedValue(fakeResponse(503, '', 'Service Unavailable'));
    await expect(apiFetch('/api/health')).rejects.toMatchObject({ message: '503: Service Unavailable', serverMessage: 'Service Unavailable', body: null });
  });

  it('keeps a body that is not our error JSON as plain text', async () => {
    mockFetch().mockResolvedValue(fakeResponse(502, 'Bad gateway from nginx', 'Bad Gateway'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ message: '502: Bad gateway from nginx', serverMessage: 'Bad gateway from nginx', body: null });
  });

  it('turns a network failure into a NetworkError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    mockFetch().mockRejectedValue(cause);
    const error = await apiFetch('/api/x').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ path: '/api/x', cause });
  });

  it('lets an abort through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    mockFetch().mockRejectedValue(abort);
    await expect(apiFetch('/api/x')).rejects.toBe(abort);
  });
});
