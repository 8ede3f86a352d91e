import { AuthProvider } from '@fairway/auth';
import { createFakeAuthClient, fakeUser } from '@fairway/auth/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { RefreshOnUserChange } from './refresh-on-user-change';

function setup() {
  const fake = createFakeAuthClient(null);
  const queryClient = new QueryClient();
  queryClient.setQueryData(['/api/tournaments/active'], []);
  const isStale = () => queryClient.getQueryState(['/api/tournaments/active'])?.isInvalidated ?? false;
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider client={fake.client}>
        <RefreshOnUserChange />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { fake, queryClient, isStale };
}

describe('RefreshOnUserChange', () => {
  it('leaves the cache alone when auth first settles', () => {
    expect(setup().isStale()).toBe(false);
  });

  it('refetches everything when someone signs in, and again when they sign out', () => {
    const { fake, queryClient, isStale } = setup();
    act(() => fake.setUser(fakeUser({ uid: 'u1' })));
    expect(isStale()).toBe(true);
    queryClient.setQueryData(['/api/tournaments/active'], []);
    expect(isStale()).toBe(false);
    act(() => fake.setUser(null));
    expect(isStale()).toBe(true);
  });
});
