import { jest } from '@jest/globals';

// jsdom has no fetch or Response: a stand-in with what the client reads (ok, status, statusText, text, json, clone).
export function fakeResponse(status: number, body: unknown = '', statusText = ''): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text]),
    clone: () => fakeResponse(status, body, statusText),
  } as Response;
}

export type FetchMock = jest.Mock<(input: string, init?: RequestInit) => Promise<Response>>;

/** Replaces the global fetch for one test; answer with fakeResponse(...) or reject to simulate the network. */
export function mockFetch(): FetchMock {
  const mock: FetchMock = jest.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function requestOf(mock: FetchMock, call = 0): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = mock.mock.calls[call] ?? [];
  if (url === undefined) throw new Error(`fetch was not called ${call + 1} time(s)`);
  return { url, init, headers: new Headers(init.headers) };
}

/**
 * Takes a page's fake fetch out of signal: every request fails as a dead network does until `signalReturns`
 * is called; from then on it answers as it did before (or with `answer` when given).
 */
export function withoutSignal(mock: FetchMock, answer = mock.getMockImplementation()) {
  let online = false;
  mock.mockImplementation(async (url, init) => {
    if (!online) throw new TypeError('Failed to fetch');
    if (!answer) throw new Error('the fake fetch has no answer for when the signal returns');
    return answer(url, init);
  });
  return { signalReturns: () => void (online = true) };
}
