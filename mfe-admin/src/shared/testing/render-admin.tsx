import { AuthProvider, type AuthUser } from '@fairway/auth';
import { createFakeAuthClient } from '@fairway/auth/testing';
import { type FetchMock, fakeResponse, mockFetch, queryWrapper } from '@fairway/api-client/testing';
import { MemoryRouter } from '@fairway/ui/router';
import { Toaster } from '@fairway/ui/toast';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';

type Route = [method: string, path: RegExp, reply: (body: unknown) => Response];

/**
 * A page of this remote as the shell hosts it (router, auth, query client, toaster), against a fake API
 * that answers the given routes in order of declaration; unknown calls answer 404.
 */
export function renderAdmin(ui: ReactElement, { user = null as AuthUser | null, routes = [] as Route[] } = {}) {
  const fetch: FetchMock = mockFetch();
  fetch.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes.find(([routeMethod, path]) => routeMethod === method && path.test(url));
    return route ? route[2](body) : fakeResponse(404, { statusCode: 404, error: 'Not Found', message: `no fake for ${method} ${url}` });
  });
  const auth = createFakeAuthClient(user);
  const Queries = queryWrapper();
  const view = render(
    <Queries>
      <AuthProvider client={auth.client}>
        <MemoryRouter>
          {ui}
          <Toaster />
        </MemoryRouter>
      </AuthProvider>
    </Queries>,
  );
  return { ...view, fetch, auth };
}

export const json = (status: number, body: unknown) => () => fakeResponse(status, body);

/** Replaces what a field holds as a user does: selects it all and types the new value (an empty one just clears it). */
export async function retype(field: Element, value: string) {
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value);
}
