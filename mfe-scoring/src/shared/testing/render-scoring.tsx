import { AuthProvider, type AuthUser } from '@fairway/auth';
import { createFakeAuthClient } from '@fairway/auth/testing';
import { type FetchMock, fakeResponse, mockFetch, queryWrapper } from '@fairway/api-client/testing';
import { MemoryRouter, useLocation } from '@fairway/ui/router';
import { Toaster } from '@fairway/ui/toast';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';

export type FakeRoute = [method: string, path: RegExp, reply: (body: unknown, url: string) => Response];

/**
 * A page of this remote as the shell hosts it (router, auth, query client, toaster), against a fake API
 * answering the given routes (first match); unknown calls answer 404. The current location is shown
 * in a `location` test id, so a navigation can be asserted.
 */
export function renderScoring(ui: ReactElement, { user = null as AuthUser | null, routes = [] as FakeRoute[], path = '/' } = {}) {
  const fetch: FetchMock = mockFetch();
  fetch.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes.find(([routeMethod, pattern]) => routeMethod === method && pattern.test(url));
    return route ? route[2](body, url) : fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `no fake for ${method} ${url}` });
  });
  const auth = createFakeAuthClient(user);
  const Queries = queryWrapper();
  const view = render(
    <Queries>
      <AuthProvider client={auth.client}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </AuthProvider>
    </Queries>,
  );
  return { ...view, fetch, auth, screen };
}

export const json = (status: number, body: unknown) => () => fakeResponse(status, body);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
