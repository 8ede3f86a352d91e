import { prefetchedJson } from '../http/prefetched-reads';

/**
 * Options that start a query from the page's prefetched read of `path` when its answer is already in hand, so
 * the first render shows the data instead of a loading state and a second render. Dated when the read
 * started: a query that is stale by then asks again (taking the same prefetched answer, not the network).
 */
export function initialDataFromPrefetch<T>(path: string) {
  return {
    initialData: () => prefetchedJson(path)?.data as T | undefined,
    initialDataUpdatedAt: () => prefetchedJson(path)?.at,
  };
}
