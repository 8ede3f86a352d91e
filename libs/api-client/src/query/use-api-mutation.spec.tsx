import { jest } from '@jest/globals';
import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../http/api-error';
import { createQueryClient } from './create-query-client';
import { queryWrapper } from '../testing/query-wrapper';
import { useApiMutation } from './use-api-mutation';

describe('useApiMutation', () => {
  it('refetches the reads it names once the write succeeds', async () => {
    const client = createQueryClient();
    let reads = 0;
    const { result } = renderHook(
      () => ({
        read: useQuery({ queryKey: ['teams', 't1'], queryFn: async () => ++reads }),
        write: useApiMutation({ mutationFn: async (name: string) => name, invalidates: () => [['teams', 't1']], failure: 'Failed to save' }),
      }),
      { wrapper: queryWrapper(client) },
    );
    await waitFor(() => expect(result.current.read.data).toBe(1));
    await act(() => result.current.write.mutateAsync('Eagles'));
    await waitFor(() => expect(result.current.read.data).toBe(2));
    expect(result.current.write.failureText).toBeNull();
  });

  it("says what failed and the server's reason, and refetches nothing", async () => {
    const client = createQueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const refusal = new ApiError(403, 'Forbidden', '', { statusCode: 403, error: 'Forbidden', message: 'Only the tournament admin can do this' });
    const { result } = renderHook(
      () => useApiMutation({ mutationFn: () => Promise.reject(refusal), invalidates: () => [['teams']], failure: 'Failed to save' }),
      { wrapper: queryWrapper(client) },
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    await waitFor(() => expect(result.current.failureText).toBe('Failed to save: Only the tournament admin can do this'));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('tells the caller of each failure once, in its words when it gives some, and nothing when the write succeeds', async () => {
    const refusal = new ApiError(409, 'Conflict', '', { statusCode: 409, error: 'Conflict', message: 'Position 2 is already taken' });
    const told: unknown[] = [];
    const onFailure = (failure: unknown) => void told.push(failure);
    const { result } = renderHook(
      () => ({
        hooks: useApiMutation({
          mutationFn: (ok: boolean) => (ok ? Promise.resolve(ok) : Promise.reject(refusal)),
          invalidates: () => [],
          failure: 'Failed to update player',
          options: { onFailure },
        }),
        caller: useApiMutation({
          mutationFn: () => Promise.reject(refusal),
          invalidates: () => [],
          failure: 'Failed to update player',
          options: { onFailure, failure: { title: 'Check-in Failed', description: 'There was an error during check-in.' } },
        }),
      }),
      { wrapper: queryWrapper(createQueryClient()) },
    );
    await act(() => result.current.hooks.mutateAsync(true));
    await act(() => result.current.hooks.mutateAsync(false).catch(() => undefined));
    await act(() => result.current.caller.mutateAsync(undefined).catch(() => undefined));
    expect(told).toEqual([
      { title: 'Failed to update player: Position 2 is already taken' },
      { title: 'Check-in Failed', description: 'There was an error during check-in.: Position 2 is already taken' },
    ]);
    await waitFor(() => expect(result.current.caller.failureText).toBe('Check-in Failed: There was an error during check-in.: Position 2 is already taken'));
  });
});
