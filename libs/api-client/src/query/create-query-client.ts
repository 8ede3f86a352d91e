import { QueryClient } from '@tanstack/react-query';
import { cachePolicy } from './cache-policy';
import { shouldRetryQuery } from './should-retry-query';

/** The one QueryClient of an app (the shell, or a remote running standalone) with the product's cache policy. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...cachePolicy.default,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
}
