import { isNetworkError } from '../http/network-error';

/**
 * A write with an idempotency key is sent again, with the same key, when the phone got no answer (one bar of
 * signal at the bar): the server records it once. A refusal is final.
 */
export const retryUnanswered = {
  retry: (failureCount: number, error: unknown) => isNetworkError(error) && failureCount < 3,
  retryDelay: (attempt: number) => 800 * 2 ** attempt,
};
