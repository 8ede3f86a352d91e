import { isNetworkError } from '../http/network-error';

/**
 * A query retries at most twice, and only after a network failure. Decided by the error's
 * type: an ApiError (the server answered) is never retried, whatever its body says.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isNetworkError(error);
}
