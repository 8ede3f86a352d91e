import { isApiError } from '../http/api-error';

/** How often a read the page cannot show without is asked again while it fails for a reason other than a 404. */
export const unansweredRetryMs = 5000;

/** Only the server saying so makes a thing "not found": a lost signal, a timeout or a 5xx does not. */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A `refetchInterval` for the reads a page is built on (the tournament): while the last attempt failed and
 * the server did not say 404, ask again every few seconds, so a phone that regains its bar shows the page
 * by itself.
 */
export function retryWhileUnanswered(query: { state: { status: string; error: unknown } }): number | false {
  return query.state.status === 'error' && !isNotFoundError(query.state.error) ? unansweredRetryMs : false;
}

export type ReadOutcome = 'loading' | 'ready' | 'not-found' | 'no-signal';

/** What a page shows for a read: its data (even a last known copy after a failed refetch), not found, no signal or loading. */
export function readOutcome(query: { data: unknown; error: unknown; isPending: boolean }): ReadOutcome {
  if (query.data !== undefined) return 'ready';
  if (query.error) return isNotFoundError(query.error) ? 'not-found' : 'no-signal';
  return 'loading';
}
