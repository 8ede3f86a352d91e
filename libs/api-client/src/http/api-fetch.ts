import { ApiError } from './api-error';
import { currentAuthToken } from './auth-token-provider';
import { NetworkError } from './network-error';
import { takePrefetchedRead } from './prefetched-reads';
import { noteServerDate } from './server-clock';

export interface ApiRequestInit extends RequestInit {
  /** A value sent as the JSON body, with a JSON content type. */
  json?: unknown;
}

function requestHeaders(init: ApiRequestInit, token: string | null): Headers {
  const headers = new Headers(init.headers);
  if (init.json !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * fetch for our API: cookies included, a JSON body with a JSON content type, the signed-in
 * user's ID token as a bearer token, and any non-OK response thrown as an ApiError.
 */
export async function apiFetch(path: string, init: ApiRequestInit = {}): Promise<Response> {
  const { json, ...rest } = init;
  const token = await currentAuthToken();
  const headers = requestHeaders(init, token);
  const body = json === undefined ? rest.body : JSON.stringify(json);
  const request = () => fetch(path, { ...rest, headers, body, credentials: 'include' });
  const plainRead = (init.method ?? 'GET').toUpperCase() === 'GET' && body === undefined && !init.headers;
  const prefetched = plainRead ? takePrefetchedRead(path, { withToken: Boolean(token) }, request) : undefined;
  const response = await (prefetched ?? request()).catch((error: unknown) => {
    // An abort is the caller's decision (a query cancelled), not a failure to retry.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(path, { cause: error });
  });
  noteServerDate(response);
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response;
}
