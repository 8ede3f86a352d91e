import { jest } from '@jest/globals';
import { ApiError } from '../http/api-error';
import { NetworkError } from '../http/network-error';
import { createQueryClient } from './create-query-client';

describe('createQueryClient', () => {
  it('keeps data fresh 5 minutes, cached 10, and never refetches on focus or on a timer by default', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: 300_000, gcTime: 600_000, refetchOnWindowFocus: false, refetchInterval: false });
    expect(mutations?.retry).toBe(false);
  });

  it('retries a query twice after network failures, then gives up', async () => {
    const client = createQueryClient();
    const queryFn = jest.fn(async () => {
      throw new NetworkError('/api/x');
    });
    await expect(client.fetchQuery({ queryKey: ['net'], queryFn, retryDelay: 0 })).rejects.toThrow('Network request to /api/x failed');
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('does not retry a query the server answered with an error', async () => {
    const client = createQueryClient();
    const queryFn = jest.fn(async () => {
      throw new ApiError(500, 'Internal Server Error', 'boom', null);
    });
    await expect(client.fetchQuery({ queryKey: ['server'], queryFn, retryDelay: 0 })).rejects.toThrow('500: boom');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('never retries a mutation, even after a network failure', async () => {
    const client = createQueryClient();
    const mutationFn = jest.fn(async () => {
      throw new NetworkError('/api/x');
    });
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toThrow('Network request to /api/x failed');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
