import { renderHook } from '@testing-library/react';
import { createQueryClient } from './create-query-client';
import { queryWrapper } from '../testing/query-wrapper';
import { useRefetchOnIdentityChange } from './use-refetch-on-identity-change';

describe('useRefetchOnIdentityChange', () => {
  it('refetches every read when the identity changes, not when it first becomes known', () => {
    const client = createQueryClient();
    const key = ['/api/tournaments/active'];
    client.setQueryData(key, []);
    const isStale = () => client.getQueryState(key)?.isInvalidated ?? false;
    const { rerender } = renderHook(({ identity }) => useRefetchOnIdentityChange(identity), {
      wrapper: queryWrapper(client),
      initialProps: { identity: undefined as string | null | undefined },
    });
    rerender({ identity: null });
    expect(isStale()).toBe(false);
    rerender({ identity: 'u1' });
    expect(isStale()).toBe(true);
    client.setQueryData(key, []);
    rerender({ identity: 'u1' });
    expect(isStale()).toBe(false);
    rerender({ identity: null });
    expect(isStale()).toBe(true);
  });
});
