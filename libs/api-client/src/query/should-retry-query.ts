/** Spec section 8: a query retries at most twice, and only after a network failure ("Failed to fetch"). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return failureCount < 2 && /fetch/i.test(message);
}
